import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const jaPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'パスキーで続行',
  'passkeys.confirmation.title': '完了しました！',
  'passkeys.confirmation.body': 'パスキーで認証されました。',
  'passkeys.registrationStart.title': '新しいパスキーを設定',
  'passkeys.registrationStart.body':
    'パスキーを使うと、パスワードの代わりに指紋認証、顔認証、画面ロックでログインできます。',
  'passkeys.registrationStart.create': 'パスキーを作成',
  'passkeys.registrationStart.skip': 'スキップ',
  'passkeys.registrationSuccess.title': 'パスキーを作成しました！',
  'passkeys.registrationSuccess.existing': '登録済みのパスキー',
  'passkeys.registrationSuccess.setUpAnother': '別のパスキーを設定',
  'passkeys.registrationSuccess.done': '完了',
  'passkeys.registrationSuccess.deleteWarning': '削除したパスキーは元に戻せません。',
  'passkeys.registrationSuccess.confirmDelete': '削除',
  'passkeys.registrationSuccess.cancelDelete': 'キャンセル',
  'passkeys.row.edit': '編集',
  'passkeys.row.editLabel': '{name} を編集',
  'passkeys.row.delete': '削除',
  'passkeys.row.deleteLabel': '{name} を削除',
  'passkeys.row.nameLabel': 'パスキーの名前',
  'passkeys.row.save': '保存',
  'passkeys.row.cancel': 'キャンセル',
  'passkeys.row.nameEmpty': 'パスキーの名前を入力してください。',
  'passkeys.row.nameTooLong': {
    other: 'パスキーの名前は {count} 文字以内で入力してください。',
  },
  'passkeys.error.unknown': 'パスキーの認証中に不明なエラーが発生しました。もう一度お試しください。',
  'passkeys.error.registrationNotFound':
    'パスキーの登録が見つかりません。アカウントからは削除したパスキーが、パスワード マネージャーに残っている可能性があります。もう一度お試しください。',
  'passkeys.error.duplicate':
    'このパスキーはすでに登録されているようなので、作成できません。別のデバイスで登録したパスキーが、デバイス間で同期されている可能性があります。',
  'passkeys.error.notCreated':
    'パスキーは作成されませんでした。もう一度試すには「パスキーを作成」をクリックしてください。パスキーを追加せずにスキップすることもできます。',
  'passkeys.error.renameFailed': 'サーバーでパスキーの名前を変更できませんでした。',
  'passkeys.error.deleteFailed': 'サーバーでパスキーを削除できませんでした。',
};

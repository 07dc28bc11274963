import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const jaPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'メールで続行',
  'passwords.choice.title': 'アカウントの作成方法を選択してください。',
  'passwords.choice.sendLink': 'ログインリンクをメールで受け取る',
  'passwords.choice.sendCode': 'ログインコードをメールで受け取る',
  'passwords.create.title': 'パスワードを設定して、アカウントの作成を完了してください',
  'passwords.login.title': 'ログイン',
  'passwords.login.forgot': 'パスワードをお忘れですか？',
  'passwords.passwordless.sending': 'メールを送信しています…',
  'passwords.field.label': 'パスワード',
  'passwords.field.newLabel': '新しいパスワード',
  'passwords.field.show': '表示',
  'passwords.field.hide': '非表示',
  'passwords.field.showLabel': 'パスワードを表示',
  'passwords.field.hideLabel': 'パスワードを非表示',
  'passwords.field.empty': 'パスワードを入力してください。',
  'passwords.strength.score': 'パスワードの強度：{max} 段階中 {score}。',
  'passwords.strength.accepted': 'このパスワードは使用できます。',
  'passwords.strength.notAccepted': 'このパスワードはまだ使用できません。',
  'passwords.strength.met': '満たしている条件：',
  'passwords.strength.notMet': '満たしていない条件：',
  'passwords.luds.length': {
    other: '{count} 文字以上にする必要があります',
  },
  'passwords.luds.complexity': {
    other: '大文字、小文字、数字、記号のうち {count} 種類以上を含める必要があります',
  },
  'passwords.breachedWarning':
    'このパスワードは、セキュリティ上の問題が発生した別のサイトで使用された可能性があります。別のパスワードを選択してください。',
  'passwords.forgot.title': 'パスワードをお忘れですか？',
  'passwords.forgot.body': 'パスワード再設定用のリンクを {email} に送信しました。',
  'passwords.setNew.title': 'メールを確認してください！',
  'passwords.setNew.body': 'アカウントのパスワードを設定するためのリンクを {email} に送信しました。',
  'passwords.breached.title': 'メールを確認して、新しいパスワードを設定してください',
  'passwords.breached.body':
    'このパスワードは、別のサイトでのセキュリティ侵害で流出したことがあります。アカウントを保護するため、新しいパスワードを設定するためのリンクを {email} に送信しました。',
  'passwords.resetRequired.title': 'メールを確認して、新しいパスワードを設定してください！',
  'passwords.resetRequired.body':
    'ご本人であることを確認させていただく必要があります。新しいパスワードを設定するためのリンクを {email} に送信しました。',
  'passwords.resendEmail': 'メールを再送信',
  'passwords.emailResent': 'メールを再送信しました',
  'passwords.loginWithoutPassword': 'パスワードなしでログイン',
  'passwords.resetForm.title': 'パスワードの再設定',
  'passwords.resetForm.missingToken':
    'このリンクには再設定用のトークンが含まれていません。再設定用のメールをもう一度リクエストし、そのメールに記載されたリンクを開いてください。',
  'passwords.confirmation.title': '完了しました！',
  'passwords.confirmation.body': 'ログインしました。',
  'passwords.loggingIn': 'ログインしています...',
  'passwords.error.breached':
    'このパスワードは漏えいしたパスワードのリストに含まれているため、再設定が必要です。',
};

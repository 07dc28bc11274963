import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const jaCore: AreaTranslation<typeof enCore> = {
  'main.title': 'ログインまたは新規登録',
  'main.divider': 'または',
  'main.tabs.label': 'ログイン方法',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'メール',
  'email.label': 'メールアドレス',
  'email.placeholder': 'yamada@example.jp',
  'email.invalid': 'メールアドレスが無効です。もう一度お試しください。',
  'button.continue': '続行',
  'button.back': '戻る',
  'status.loading': '読み込み中…',
  'status.submitting': '送信中…',
  'logo.alt': 'ロゴ',
  'watermark.label': 'Stytch 提供',
  'link.newTab': '（新しいタブで開きます）',
  'toast.dismiss': '通知を閉じる',
  'toast.region': '通知',
  'error.title': 'エラーが発生したようです！',
  'error.unreachable': 'サーバーに接続できませんでした。',
  'error.invalidJson': 'サーバーから無効な JSON レスポンスが返されました。',
  'error.invalidResponse': 'サーバーから無効なレスポンスが返されました。',
  'error.screenUnavailable': 'このバージョンのウィジェットでは、{screen} 画面はまだ実装されていません。',
  'config.error.emailMagicLinksWithEmailOtp':
    'エラー：メールのログインリンクとメールの確認コードは同時に使用できません',
  'config.error.passkeysAlone':
    'エラー：パスキーは単独では使用できません。設定に別のプロダクトを追加してください。',
  'config.warning.localeNotImported':
    '言語「{requested}」のカタログがウィジェットに渡されていないため、{shown} で表示しています。@foyer/widget/locales から言語をインポートし、locales に渡してください。',
  'config.warning.localeInvalid':
    '「{requested}」は BCP 47 の言語タグではないため、ウィジェットは {shown} で表示しています。',
  'passkeys.error.noActiveUser':
    'エラー：認証済みのアクティブなユーザーがいないため、PasskeyRegistration コンポーネントを使用できません。',
  'error.userLocked': '認証の失敗が多すぎます。しばらくしてからもう一度お試しください。',
};

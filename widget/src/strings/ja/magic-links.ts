import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const jaMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'メールで続行',
  'magicLinks.confirmation.title': 'メールを確認してください',
  'magicLinks.confirmation.sentTo': '{email} にメールを送信しました。',
  'magicLinks.confirmation.openGmail': 'Gmail で開く',
  'magicLinks.confirmation.openYahoo': 'Yahoo で開く',
  'magicLinks.confirmation.openOutlook': 'Outlook で開く',
  'magicLinks.confirmation.notReceived': '届きませんでしたか？',
  'magicLinks.confirmation.tryAgain': 'もう一度試す',
  'magicLinks.error.spent':
    'このログインリンクはすでに使用されたか有効期限が切れているため、確認できませんでした。もう一度お試しください。',
};

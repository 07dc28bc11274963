import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const trMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'E-posta ile devam et',
  'magicLinks.confirmation.title': 'E-postanızı kontrol edin',
  'magicLinks.confirmation.sentTo': '{email} adresine bir e-posta gönderildi.',
  'magicLinks.confirmation.openGmail': 'Gmail’de aç',
  'magicLinks.confirmation.openYahoo': 'Yahoo’da aç',
  'magicLinks.confirmation.openOutlook': 'Outlook’ta aç',
  'magicLinks.confirmation.notReceived': 'E-posta gelmedi mi?',
  'magicLinks.confirmation.tryAgain': 'Tekrar deneyin',
  'magicLinks.error.spent':
    'Giriş bağlantısı daha önce kullanıldığı veya süresi dolduğu için doğrulanamadı. Lütfen tekrar deneyin.',
};

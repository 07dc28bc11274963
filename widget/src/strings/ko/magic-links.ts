import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const koMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': '이메일로 계속하기',
  'magicLinks.confirmation.title': '이메일을 확인하세요',
  'magicLinks.confirmation.sentTo': '{email} 주소로 이메일을 보냈습니다.',
  'magicLinks.confirmation.openGmail': 'Gmail에서 열기',
  'magicLinks.confirmation.openYahoo': 'Yahoo에서 열기',
  'magicLinks.confirmation.openOutlook': 'Outlook에서 열기',
  'magicLinks.confirmation.notReceived': '이메일을 받지 못하셨나요?',
  'magicLinks.confirmation.tryAgain': '다시 시도',
  'magicLinks.error.spent': '로그인 링크가 이미 사용되었거나 만료되어 확인할 수 없습니다. 다시 시도하세요.',
};

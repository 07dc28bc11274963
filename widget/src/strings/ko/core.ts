import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const koCore: AreaTranslation<typeof enCore> = {
  'main.title': '가입 또는 로그인',
  'main.divider': '또는',
  'main.tabs.label': '로그인 방법',
  'main.tabs.sms': '문자',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': '이메일',
  'email.label': '이메일',
  'email.placeholder': 'hong@example.co.kr',
  'email.invalid': '이메일 주소가 올바르지 않습니다. 다시 시도해 주세요.',
  'button.continue': '계속',
  'button.back': '뒤로',
  'status.loading': '불러오는 중…',
  'status.submitting': '제출 중…',
  'logo.alt': '로고',
  'watermark.label': 'Stytch 제공',
  'link.newTab': '(새 탭에서 열림)',
  'toast.dismiss': '알림 닫기',
  'toast.region': '알림',
  'error.title': '오류가 발생한 것 같습니다!',
  'error.unreachable': '서버에 연결할 수 없습니다.',
  'error.invalidJson': '서버에서 잘못된 JSON 응답을 받았습니다.',
  'error.invalidResponse': '서버에서 잘못된 응답을 받았습니다.',
  'error.screenUnavailable': '이 버전의 위젯에는 {screen} 화면이 아직 구현되지 않았습니다.',
  'config.error.emailMagicLinksWithEmailOtp':
    '오류: 이메일 로그인 링크와 이메일 인증 코드는 함께 사용할 수 없습니다',
  'config.error.passkeysAlone': '오류: 패스키는 단독으로 사용할 수 없습니다. 설정에 다른 제품을 추가하세요.',
  'config.warning.localeNotImported':
    '위젯에 “{requested}” 언어의 카탈로그가 전달되지 않아 다음 언어로 표시됩니다: {shown}. @foyer/widget/locales에서 해당 언어를 가져와 locales에 전달하세요.',
  'config.warning.localeInvalid':
    '“{requested}” 값은 BCP 47 언어 태그가 아니므로 위젯이 다음 언어로 표시됩니다: {shown}.',
  'passkeys.error.noActiveUser':
    '오류: 인증된 활성 사용자가 없으면 PasskeyRegistration 컴포넌트를 사용할 수 없습니다.',
  'error.userLocked': '인증 실패 횟수가 너무 많습니다. 나중에 다시 시도하세요.',
};

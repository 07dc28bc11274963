import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const koPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': '이메일로 계속하기',
  'passwords.choice.title': '계정을 만들 방법을 선택하세요.',
  'passwords.choice.sendLink': '이메일로 로그인 링크 받기',
  'passwords.choice.sendCode': '이메일로 로그인 코드 받기',
  'passwords.create.title': '비밀번호를 설정하여 계정 만들기를 완료하세요',
  'passwords.login.title': '로그인',
  'passwords.login.forgot': '비밀번호를 잊으셨나요?',
  'passwords.passwordless.sending': '이메일을 보내는 중…',
  'passwords.field.label': '비밀번호',
  'passwords.field.newLabel': '새 비밀번호',
  'passwords.field.show': '표시',
  'passwords.field.hide': '숨기기',
  'passwords.field.showLabel': '비밀번호 표시',
  'passwords.field.hideLabel': '비밀번호 숨기기',
  'passwords.field.empty': '비밀번호를 입력하세요.',
  'passwords.strength.score': '비밀번호 강도: {max}단계 중 {score}단계.',
  'passwords.strength.accepted': '사용할 수 있는 비밀번호입니다.',
  'passwords.strength.notAccepted': '아직 사용할 수 없는 비밀번호입니다.',
  'passwords.strength.met': '충족한 조건:',
  'passwords.strength.notMet': '충족하지 않은 조건:',
  'passwords.luds.length': {
    other: '{count}자 이상이어야 합니다',
  },
  'passwords.luds.complexity': {
    other: '대문자, 소문자, 숫자, 기호 중 {count}가지 이상을 포함해야 합니다',
  },
  'passwords.breachedWarning':
    '이 비밀번호는 보안 문제가 발생한 다른 사이트에서 사용되었을 수 있습니다. 다른 비밀번호를 선택하세요.',
  'passwords.forgot.title': '비밀번호를 잊으셨나요?',
  'passwords.forgot.body': '비밀번호 재설정 링크를 {email} 주소로 보냈습니다.',
  'passwords.setNew.title': '이메일을 확인하세요!',
  'passwords.setNew.body': '계정 비밀번호를 설정할 수 있는 링크를 {email} 주소로 보냈습니다.',
  'passwords.breached.title': '이메일을 확인하여 새 비밀번호를 설정하세요',
  'passwords.breached.body':
    '이 비밀번호는 다른 사이트의 보안 침해 사고에서 유출된 적이 있습니다. 계정을 안전하게 보호하기 위해 새 비밀번호를 설정할 수 있는 링크를 {email} 주소로 보냈습니다.',
  'passwords.resetRequired.title': '이메일을 확인하여 새 비밀번호를 설정하세요!',
  'passwords.resetRequired.body':
    '본인 확인이 필요합니다. 새 비밀번호를 설정할 수 있는 링크를 {email} 주소로 보냈습니다.',
  'passwords.resendEmail': '이메일 재전송',
  'passwords.emailResent': '이메일을 다시 보냈습니다',
  'passwords.loginWithoutPassword': '비밀번호 없이 로그인',
  'passwords.resetForm.title': '비밀번호 재설정',
  'passwords.resetForm.missingToken':
    '이 링크에는 재설정 토큰이 없습니다. 재설정 이메일을 다시 요청한 후 이메일에 있는 링크를 여세요.',
  'passwords.confirmation.title': '완료되었습니다!',
  'passwords.confirmation.body': '로그인되었습니다.',
  'passwords.loggingIn': '로그인하는 중...',
  'passwords.error.breached': '이 비밀번호는 유출된 비밀번호 목록에 있으므로 재설정해야 합니다.',
};

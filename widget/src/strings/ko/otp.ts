import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const koOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': '문자 메시지로 계속하기',
  'otp.form.submitWhatsapp': 'WhatsApp으로 계속하기',
  'otp.form.submitEmail': '이메일로 계속하기',
  'otp.authenticate.title': '인증 코드 입력',
  'otp.authenticate.sentTo': '{destination}(으)로 6자리 인증 코드를 보냈습니다.',
  'otp.authenticate.passcodeLabel': '인증 코드',
  'otp.authenticate.verifying': '인증 코드를 확인하는 중…',
  'otp.authenticate.expiresIn': '코드가 {time} 후에 만료됩니다.',
  'otp.authenticate.expired': '코드가 만료되었습니다.',
  'otp.authenticate.notReceived': '코드를 받지 못하셨나요?',
  'otp.authenticate.resend': '코드 재전송',
  'otp.authenticate.resending': '새 코드를 보내는 중…',
  'otp.authenticate.resent': '새 코드를 보냈습니다!',
  'otp.error.invalidPasscode': '인증 코드가 올바르지 않습니다. 다시 시도해 주세요.',
  'otp.confirmation.title': '완료되었습니다!',
  'otp.confirmation.body': '인증 코드가 확인되었습니다.',
  'phone.label': '전화번호',
  'phone.countryLabel': '국가 코드',
  'phone.invalid': '전화번호가 올바르지 않습니다. 다시 시도해 주세요.',
  'phone.placeholder': '(123) 456-7890',
};

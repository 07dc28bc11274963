import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const zhCNOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': '使用短信继续',
  'otp.form.submitWhatsapp': '使用 WhatsApp 继续',
  'otp.form.submitEmail': '使用邮箱继续',
  'otp.authenticate.title': '输入验证码',
  'otp.authenticate.sentTo': '6 位验证码已发送至 {destination}。',
  'otp.authenticate.passcodeLabel': '验证码',
  'otp.authenticate.verifying': '正在核对验证码…',
  'otp.authenticate.expiresIn': '您的验证码将在 {time} 后过期。',
  'otp.authenticate.expired': '您的验证码已过期。',
  'otp.authenticate.notReceived': '没有收到？',
  'otp.authenticate.resend': '重新发送验证码',
  'otp.authenticate.resending': '正在发送新的验证码…',
  'otp.authenticate.resent': '新的验证码已发送！',
  'otp.error.invalidPasscode': '验证码无效，请重试。',
  'otp.confirmation.title': '成功！',
  'otp.confirmation.body': '您的验证码已验证成功。',
  'phone.label': '手机号码',
  'phone.countryLabel': '国家/地区代码',
  'phone.invalid': '手机号码无效，请重试。',
  'phone.placeholder': '(123) 456-7890',
};

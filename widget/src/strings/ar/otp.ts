import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const arOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'المتابعة باستخدام رسالة نصية',
  'otp.form.submitWhatsapp': 'المتابعة باستخدام WhatsApp',
  'otp.form.submitEmail': 'المتابعة باستخدام البريد الإلكتروني',
  'otp.authenticate.title': 'إدخال رمز التحقق',
  'otp.authenticate.sentTo': 'تم إرسال رمز تحقق مكوّن من ستة أرقام إلى {destination}.',
  'otp.authenticate.passcodeLabel': 'رمز التحقق',
  'otp.authenticate.verifying': 'جارٍ التحقق من الرمز…',
  'otp.authenticate.expiresIn': 'تنتهي صلاحية رمزك خلال {time}.',
  'otp.authenticate.expired': 'انتهت صلاحية رمزك.',
  'otp.authenticate.notReceived': 'ألم يصلك الرمز؟',
  'otp.authenticate.resend': 'إعادة إرسال الرمز',
  'otp.authenticate.resending': 'جارٍ إرسال رمز جديد…',
  'otp.authenticate.resent': 'تم إرسال رمز جديد!',
  'otp.error.invalidPasscode': 'رمز التحقق غير صحيح، يُرجى المحاولة مرة أخرى.',
  'otp.confirmation.title': 'تم بنجاح!',
  'otp.confirmation.body': 'تم التحقق من رمزك بنجاح.',
  'phone.label': 'رقم الهاتف',
  'phone.countryLabel': 'رمز البلد',
  'phone.invalid': 'رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.',
  'phone.placeholder': '(123) 456-7890',
};

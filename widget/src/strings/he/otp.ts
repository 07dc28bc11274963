import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const heOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'המשך עם הודעת SMS',
  'otp.form.submitWhatsapp': 'המשך עם WhatsApp',
  'otp.form.submitEmail': 'המשך עם אימייל',
  'otp.authenticate.title': 'הזנת קוד האימות',
  'otp.authenticate.sentTo': 'קוד אימות בן 6 ספרות נשלח אל {destination}.',
  'otp.authenticate.passcodeLabel': 'קוד אימות',
  'otp.authenticate.verifying': 'מאמת את הקוד…',
  'otp.authenticate.expiresIn': 'תוקף הקוד יפוג בעוד {time}.',
  'otp.authenticate.expired': 'תוקף הקוד פג.',
  'otp.authenticate.notReceived': 'הקוד לא הגיע?',
  'otp.authenticate.resend': 'שליחת קוד חדש',
  'otp.authenticate.resending': 'שולח קוד חדש…',
  'otp.authenticate.resent': 'קוד חדש נשלח!',
  'otp.error.invalidPasscode': 'קוד האימות שגוי, יש לנסות שוב.',
  'otp.confirmation.title': 'בוצע בהצלחה!',
  'otp.confirmation.body': 'קוד האימות אומת בהצלחה.',
  'phone.label': 'מספר טלפון',
  'phone.countryLabel': 'קידומת מדינה',
  'phone.invalid': 'מספר הטלפון לא תקין, יש לנסות שוב.',
  'phone.placeholder': '(123) 456-7890',
};

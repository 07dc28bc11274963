import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const trOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'SMS ile devam et',
  'otp.form.submitWhatsapp': 'WhatsApp ile devam et',
  'otp.form.submitEmail': 'E-posta ile devam et',
  'otp.authenticate.title': 'Doğrulama kodunu girin',
  'otp.authenticate.sentTo': '6 haneli doğrulama kodu şuraya gönderildi: {destination}.',
  'otp.authenticate.passcodeLabel': 'Doğrulama kodu',
  'otp.authenticate.verifying': 'Kod doğrulanıyor…',
  'otp.authenticate.expiresIn': 'Kodunuzun süresi {time} içinde dolacak.',
  'otp.authenticate.expired': 'Kodunuzun süresi doldu.',
  'otp.authenticate.notReceived': 'Kod gelmedi mi?',
  'otp.authenticate.resend': 'Kodu tekrar gönder',
  'otp.authenticate.resending': 'Yeni kod gönderiliyor…',
  'otp.authenticate.resent': 'Yeni kod gönderildi!',
  'otp.error.invalidPasscode': 'Geçersiz kod. Lütfen tekrar deneyin.',
  'otp.confirmation.title': 'Başarılı!',
  'otp.confirmation.body': 'Kodunuz başarıyla doğrulandı.',
  'phone.label': 'Telefon numarası',
  'phone.countryLabel': 'Ülke kodu',
  'phone.invalid': 'Geçersiz telefon numarası. Lütfen tekrar deneyin.',
  'phone.placeholder': '(123) 456-7890',
};

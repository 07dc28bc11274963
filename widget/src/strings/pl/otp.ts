import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const plOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Kontynuuj przez SMS',
  'otp.form.submitWhatsapp': 'Kontynuuj przez WhatsApp',
  'otp.form.submitEmail': 'Kontynuuj przez e-mail',
  'otp.authenticate.title': 'Wpisz kod',
  'otp.authenticate.sentTo': 'Wysłaliśmy 6-cyfrowy kod na {destination}.',
  'otp.authenticate.passcodeLabel': 'Kod weryfikacyjny',
  'otp.authenticate.verifying': 'Weryfikowanie kodu…',
  'otp.authenticate.expiresIn': 'Kod wygaśnie za {time}.',
  'otp.authenticate.expired': 'Kod wygasł.',
  'otp.authenticate.notReceived': 'Kod nie dotarł?',
  'otp.authenticate.resend': 'Wyślij kod ponownie',
  'otp.authenticate.resending': 'Wysyłanie nowego kodu…',
  'otp.authenticate.resent': 'Wysłano nowy kod!',
  'otp.error.invalidPasscode': 'Nieprawidłowy kod. Spróbuj ponownie.',
  'otp.confirmation.title': 'Gotowe!',
  'otp.confirmation.body': 'Kod został zweryfikowany.',
  'phone.label': 'Numer telefonu',
  'phone.countryLabel': 'Kod kraju',
  'phone.invalid': 'Nieprawidłowy numer telefonu. Spróbuj ponownie.',
  'phone.placeholder': '(123) 456-7890',
};

import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const deOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Weiter mit SMS',
  'otp.form.submitWhatsapp': 'Weiter mit WhatsApp',
  'otp.form.submitEmail': 'Weiter mit E-Mail',
  'otp.authenticate.title': 'Code eingeben',
  'otp.authenticate.sentTo': 'Wir haben einen 6-stelligen Code an {destination} gesendet.',
  'otp.authenticate.passcodeLabel': 'Bestätigungscode',
  'otp.authenticate.verifying': 'Code wird überprüft…',
  'otp.authenticate.expiresIn': 'Ihr Code läuft in {time} ab.',
  'otp.authenticate.expired': 'Ihr Code ist abgelaufen.',
  'otp.authenticate.notReceived': 'Keinen Code erhalten?',
  'otp.authenticate.resend': 'Code erneut senden',
  'otp.authenticate.resending': 'Neuer Code wird gesendet…',
  'otp.authenticate.resent': 'Neuer Code gesendet!',
  'otp.error.invalidPasscode': 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  'otp.confirmation.title': 'Geschafft!',
  'otp.confirmation.body': 'Ihr Code wurde erfolgreich bestätigt.',
  'phone.label': 'Telefonnummer',
  'phone.countryLabel': 'Ländervorwahl',
  'phone.invalid': 'Ungültige Telefonnummer. Bitte versuchen Sie es erneut.',
  'phone.placeholder': '(123) 456-7890',
};

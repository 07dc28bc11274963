import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const itOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Continua con SMS',
  'otp.form.submitWhatsapp': 'Continua con WhatsApp',
  'otp.form.submitEmail': 'Continua con l’email',
  'otp.authenticate.title': 'Inserisci il codice',
  'otp.authenticate.sentTo': 'Abbiamo inviato un codice di 6 cifre a {destination}.',
  'otp.authenticate.passcodeLabel': 'Codice di verifica',
  'otp.authenticate.verifying': 'Verifica del codice…',
  'otp.authenticate.expiresIn': 'Il codice scade tra {time}.',
  'otp.authenticate.expired': 'Il codice è scaduto.',
  'otp.authenticate.notReceived': 'Non l’hai ricevuto?',
  'otp.authenticate.resend': 'Invia di nuovo il codice',
  'otp.authenticate.resending': 'Invio di un nuovo codice…',
  'otp.authenticate.resent': 'Nuovo codice inviato!',
  'otp.error.invalidPasscode': 'Codice non valido, riprova.',
  'otp.confirmation.title': 'Fatto!',
  'otp.confirmation.body': 'Il codice è stato verificato correttamente.',
  'phone.label': 'Numero di telefono',
  'phone.countryLabel': 'Prefisso internazionale',
  'phone.invalid': 'Numero di telefono non valido, riprova.',
  'phone.placeholder': '(123) 456-7890',
};

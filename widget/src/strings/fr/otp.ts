import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const frOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Continuer par SMS',
  'otp.form.submitWhatsapp': 'Continuer avec WhatsApp',
  'otp.form.submitEmail': 'Continuer par e-mail',
  'otp.authenticate.title': 'Saisissez le code',
  'otp.authenticate.sentTo': 'Un code à 6 chiffres vous a été envoyé à {destination}.',
  'otp.authenticate.passcodeLabel': 'Code de vérification',
  'otp.authenticate.verifying': 'Vérification du code…',
  'otp.authenticate.expiresIn': 'Votre code expire dans {time}.',
  'otp.authenticate.expired': 'Votre code a expiré.',
  'otp.authenticate.notReceived': 'Vous ne l’avez pas reçu ?',
  'otp.authenticate.resend': 'Renvoyer le code',
  'otp.authenticate.resending': 'Envoi d’un nouveau code…',
  'otp.authenticate.resent': 'Nouveau code envoyé !',
  'otp.error.invalidPasscode': 'Code non valide. Veuillez réessayer.',
  'otp.confirmation.title': 'C’est fait !',
  'otp.confirmation.body': 'Votre code a bien été vérifié.',
  'phone.label': 'Numéro de téléphone',
  'phone.countryLabel': 'Indicatif du pays',
  'phone.invalid': 'Numéro de téléphone non valide. Veuillez réessayer.',
  'phone.placeholder': '(123) 456-7890',
};

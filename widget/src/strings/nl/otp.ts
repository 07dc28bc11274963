import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const nlOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Doorgaan met sms',
  'otp.form.submitWhatsapp': 'Doorgaan met WhatsApp',
  'otp.form.submitEmail': 'Doorgaan met e-mail',
  'otp.authenticate.title': 'Voer je code in',
  'otp.authenticate.sentTo': 'We hebben een code van 6 cijfers gestuurd naar {destination}.',
  'otp.authenticate.passcodeLabel': 'Verificatiecode',
  'otp.authenticate.verifying': 'Code controleren…',
  'otp.authenticate.expiresIn': 'Je code verloopt over {time}.',
  'otp.authenticate.expired': 'Je code is verlopen.',
  'otp.authenticate.notReceived': 'Niets ontvangen?',
  'otp.authenticate.resend': 'Code opnieuw sturen',
  'otp.authenticate.resending': 'Nieuwe code versturen…',
  'otp.authenticate.resent': 'Nieuwe code verstuurd!',
  'otp.error.invalidPasscode': 'Ongeldige code. Probeer het opnieuw.',
  'otp.confirmation.title': 'Gelukt!',
  'otp.confirmation.body': 'Je code is geverifieerd.',
  'phone.label': 'Telefoonnummer',
  'phone.countryLabel': 'Landcode',
  'phone.invalid': 'Ongeldig telefoonnummer. Probeer het opnieuw.',
  'phone.placeholder': '(123) 456-7890',
};

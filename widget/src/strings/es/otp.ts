import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const esOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Continuar con mensaje de texto',
  'otp.form.submitWhatsapp': 'Continuar con WhatsApp',
  'otp.form.submitEmail': 'Continuar con correo electrónico',
  'otp.authenticate.title': 'Introduce el código',
  'otp.authenticate.sentTo': 'Enviamos un código de 6 dígitos a {destination}.',
  'otp.authenticate.passcodeLabel': 'Código',
  'otp.authenticate.verifying': 'Verificando el código…',
  'otp.authenticate.expiresIn': 'Tu código caduca en {time}.',
  'otp.authenticate.expired': 'Tu código ha caducado.',
  'otp.authenticate.notReceived': '¿No lo recibiste?',
  'otp.authenticate.resend': 'Reenviar código',
  'otp.authenticate.resending': 'Enviando un código nuevo…',
  'otp.authenticate.resent': '¡Código nuevo enviado!',
  'otp.error.invalidPasscode': 'Código no válido, inténtalo de nuevo.',
  'otp.confirmation.title': '¡Listo!',
  'otp.confirmation.body': 'Tu código se ha verificado correctamente.',
  'phone.label': 'Número de teléfono',
  'phone.countryLabel': 'Código de país',
  'phone.invalid': 'Número de teléfono no válido, inténtalo de nuevo.',
  'phone.placeholder': '(123) 456-7890',
};

import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const esOtp: AreaTranslation<typeof enOtp> = {
  'otp.authenticate.title': 'Introduce el código',
  'otp.authenticate.expiresIn': 'Tu código caduca en {time}.',
  'otp.authenticate.expired': 'Tu código ha caducado.',
  'otp.authenticate.notReceived': '¿No lo recibiste?',
  'otp.authenticate.resend': 'Reenviar código',
  'otp.error.invalidPasscode': 'Código no válido, inténtalo de nuevo.',
  'otp.confirmation.title': '¡Listo!',
  'otp.confirmation.body': 'Tu código se ha verificado correctamente.',
  'phone.invalid': 'Número de teléfono no válido, inténtalo de nuevo.',
  'phone.placeholder': '(123) 456-7890',
};

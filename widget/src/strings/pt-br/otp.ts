import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const ptBrOtp: AreaTranslation<typeof enOtp> = {
  'otp.authenticate.title': 'Digite o código',
  'otp.authenticate.expiresIn': 'Seu código expira em {time}.',
  'otp.authenticate.expired': 'Seu código expirou.',
  'otp.authenticate.notReceived': 'Não recebeu?',
  'otp.authenticate.resend': 'Reenviar código',
  'otp.error.invalidPasscode': 'Código inválido, tente novamente.',
  'otp.confirmation.title': 'Pronto!',
  'otp.confirmation.body': 'Seu código foi verificado com sucesso.',
  'phone.invalid': 'Número de telefone inválido, tente novamente.',
  'phone.placeholder': '(11) 91234-5678',
};

import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const ptBrOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'Continuar com mensagem de texto',
  'otp.form.submitWhatsapp': 'Continuar com WhatsApp',
  'otp.form.submitEmail': 'Continuar com e-mail',
  'otp.authenticate.title': 'Digite o código',
  'otp.authenticate.sentTo': 'Enviamos um código de 6 dígitos para {destination}.',
  'otp.authenticate.passcodeLabel': 'Código',
  'otp.authenticate.verifying': 'Verificando o código…',
  'otp.authenticate.expiresIn': 'Seu código expira em {time}.',
  'otp.authenticate.expired': 'Seu código expirou.',
  'otp.authenticate.notReceived': 'Não recebeu?',
  'otp.authenticate.resend': 'Reenviar código',
  'otp.authenticate.resending': 'Enviando um novo código…',
  'otp.authenticate.resent': 'Novo código enviado!',
  'otp.error.invalidPasscode': 'Código inválido, tente novamente.',
  'otp.confirmation.title': 'Pronto!',
  'otp.confirmation.body': 'Seu código foi verificado com sucesso.',
  'phone.label': 'Número de telefone',
  'phone.countryLabel': 'Código do país',
  'phone.invalid': 'Número de telefone inválido, tente novamente.',
  'phone.placeholder': '(123) 456-7890',
};

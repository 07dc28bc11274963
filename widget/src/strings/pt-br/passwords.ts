import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const ptBrPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.create.title': 'Termine de criar sua conta definindo uma senha',
  'passwords.login.title': 'Entrar',
  'passwords.login.forgot': 'Esqueceu a senha?',
  'passwords.forgot.title': 'Esqueceu a senha?',
  'passwords.setNew.title': 'Confira seu e-mail!',
  'passwords.breached.title': 'Confira seu e-mail para definir uma nova senha',
  'passwords.resetRequired.title': 'Confira seu e-mail para definir uma nova senha!',
  'passwords.resendEmail': 'Reenviar e-mail',
  'passwords.emailResent': 'E-mail reenviado',
  'passwords.loginWithoutPassword': 'Entrar sem senha',
  'passwords.resetForm.title': 'Redefina sua senha',
  'passwords.confirmation.title': 'Pronto!',
  'passwords.confirmation.body': 'Você entrou com sucesso.',
  'passwords.loggingIn': 'Entrando...',
};

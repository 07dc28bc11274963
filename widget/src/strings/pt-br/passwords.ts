import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const ptBrPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Continuar com e-mail',
  'passwords.choice.title': 'Escolha como você quer criar sua conta.',
  'passwords.choice.sendLink': 'Envie-me um link de acesso',
  'passwords.choice.sendCode': 'Envie-me um código de acesso',
  'passwords.create.title': 'Termine de criar sua conta definindo uma senha',
  'passwords.login.title': 'Entrar',
  'passwords.login.forgot': 'Esqueceu a senha?',
  'passwords.passwordless.sending': 'Enviando um e-mail para você…',
  'passwords.field.label': 'Senha',
  'passwords.field.newLabel': 'Nova senha',
  'passwords.field.show': 'Mostrar',
  'passwords.field.hide': 'Ocultar',
  'passwords.field.showLabel': 'Mostrar senha',
  'passwords.field.hideLabel': 'Ocultar senha',
  'passwords.field.empty': 'Digite sua senha.',
  'passwords.strength.score': 'Força da senha: {score} de {max}.',
  'passwords.strength.accepted': 'Senha aceita.',
  'passwords.strength.notAccepted': 'A senha ainda não é válida.',
  'passwords.strength.met': 'Atendido:',
  'passwords.strength.notMet': 'Não atendido:',
  'passwords.luds.length': {
    one: 'Deve ter pelo menos {count} caractere',
    many: 'Deve ter pelo menos {count} de caracteres',
    other: 'Deve ter pelo menos {count} caracteres',
  },
  'passwords.luds.complexity': {
    one: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo',
    many: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo',
    other: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo',
  },
  'passwords.breachedWarning':
    'Esta senha pode ter sido usada em outro site que sofreu um problema de segurança. Escolha outra senha.',
  'passwords.forgot.title': 'Esqueceu a senha?',
  'passwords.forgot.body': 'Enviamos um link para redefinir sua senha para {email}.',
  'passwords.setNew.title': 'Confira seu e-mail!',
  'passwords.setNew.body': 'Enviamos um link para definir uma senha para sua conta para {email}.',
  'passwords.breached.title': 'Confira seu e-mail para definir uma nova senha',
  'passwords.breached.body':
    'Essa senha apareceu em um vazamento de segurança de outro site. Para proteger sua conta, enviamos um link para escolher uma nova para {email}.',
  'passwords.resetRequired.title': 'Confira seu e-mail para definir uma nova senha!',
  'passwords.resetRequired.body':
    'Precisamos confirmar que é você. Enviamos um link para definir uma nova senha para {email}.',
  'passwords.resendEmail': 'Reenviar e-mail',
  'passwords.emailResent': 'E-mail reenviado',
  'passwords.loginWithoutPassword': 'Entrar sem senha',
  'passwords.resetForm.title': 'Redefina sua senha',
  'passwords.resetForm.missingToken':
    'Este link não tem um token de redefinição. Peça um novo e-mail e abra o link que ele contém.',
  'passwords.confirmation.title': 'Pronto!',
  'passwords.confirmation.body': 'Você entrou com sucesso.',
  'passwords.loggingIn': 'Entrando...',
  'passwords.error.breached': 'Esta senha está na lista de senhas vazadas e precisa ser redefinida.',
};

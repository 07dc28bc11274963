import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const ptBrMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Continuar com e-mail',
  'magicLinks.confirmation.title': 'Confira seu e-mail',
  'magicLinks.confirmation.sentTo': 'Enviamos um e-mail para {email}.',
  'magicLinks.confirmation.openGmail': 'Abrir no Gmail',
  'magicLinks.confirmation.openYahoo': 'Abrir no Yahoo',
  'magicLinks.confirmation.openOutlook': 'Abrir no Outlook',
  'magicLinks.confirmation.notReceived': 'Não recebeu?',
  'magicLinks.confirmation.tryAgain': 'Tentar novamente',
  'magicLinks.error.spent':
    'Não foi possível verificar o link de acesso porque ele já foi usado ou expirou. Tente novamente.',
};

import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const ptBrCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Cadastre-se ou entre',
  'main.divider': 'ou',
  'main.tabs.label': 'Formas de continuar',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'exemplo@email.com',
  'email.invalid': 'Endereço de e-mail inválido, tente novamente.',
  'button.continue': 'Continuar',
  'button.back': 'Voltar',
  'status.loading': 'Carregando…',
  'status.submitting': 'Enviando…',
  'logo.alt': 'Logotipo',
  'watermark.label': 'Desenvolvido com Stytch',
  'link.newTab': '(abre em uma nova aba)',
  'toast.dismiss': 'Fechar notificação',
  'toast.region': 'Notificações',
  'error.title': 'Parece que houve um erro!',
  'error.unreachable': 'Não foi possível falar com nossos servidores.',
  'error.invalidJson': 'Resposta JSON inválida dos nossos servidores.',
  'error.invalidResponse': 'Resposta inválida dos nossos servidores.',
  'error.screenUnavailable': 'A tela {screen} ainda não foi construída nesta versão do widget.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Erro: não é possível usar links mágicos por e-mail e códigos por e-mail ao mesmo tempo',
  'config.error.passkeysAlone':
    'Erro: chaves de acesso não podem ser usadas sozinhas; adicione outro produto à configuração.',
  'config.warning.localeNotImported':
    'O widget não recebeu nenhum catálogo para o idioma "{requested}", então ele é exibido em {shown}. Importe o idioma de @foyer/widget/locales e passe-o em locales.',
  'config.warning.localeInvalid':
    '"{requested}" não é uma etiqueta de idioma BCP 47, então o widget é exibido em {shown}.',
  'passkeys.error.noActiveUser': 'Erro: o componente PasskeyRegistration exige um usuário autenticado.',
  'error.userLocked': 'Muitas tentativas de autenticação sem sucesso. Tente novamente mais tarde.',
};

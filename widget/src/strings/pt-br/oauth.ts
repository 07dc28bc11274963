import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const ptBrOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Continuar com {provider}',
  'oauth.provider.google': 'Google',
  'oauth.provider.microsoft': 'Microsoft',
  'oauth.provider.apple': 'Apple',
  'oauth.provider.github': 'GitHub',
  'oauth.provider.gitlab': 'GitLab',
  'oauth.provider.facebook': 'Facebook',
  'oauth.provider.discord': 'Discord',
  'oauth.provider.salesforce': 'Salesforce',
  'oauth.provider.slack': 'Slack',
  'oauth.provider.amazon': 'Amazon',
  'oauth.provider.bitbucket': 'Bitbucket',
  'oauth.provider.linkedin': 'LinkedIn',
  'oauth.provider.coinbase': 'Coinbase',
  'oauth.provider.twitch': 'Twitch',
  'oauth.provider.twitter': 'Twitter',
  'oauth.provider.tiktok': 'TikTok',
  'oauth.provider.snapchat': 'Snapchat',
  'oauth.provider.figma': 'Figma',
  'oauth.provider.yahoo': 'Yahoo',
  'oauth.lastUsed': 'Usado por último',
  'config.warning.oauthNoProviders':
    'OAuth está configurado, mas oauthOptions.providers não lista nenhum provedor, por isso não mostra botões.',
  'config.warning.oauthUnknownProviders':
    'Tipos de provedor OAuth desconhecidos, por isso ficam de fora: {types}. Tipos conhecidos: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Provedores OAuth listados mais de uma vez; só a primeira entrada de cada um é usada: {types}.',
  'config.warning.oauthProviderOptions':
    'Provedores OAuth cujo custom_scopes não é um array de strings ou cujo provider_params não é um objeto de strings: {types}.',
};

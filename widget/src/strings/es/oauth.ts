import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const esOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Continuar con {provider}',
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
  'oauth.lastUsed': 'Usado por última vez',
  'config.warning.oauthNoProviders':
    'OAuth está configurado pero oauthOptions.providers no incluye ningún proveedor, así que no muestra botones.',
  'config.warning.oauthUnknownProviders':
    'Tipos de proveedor OAuth desconocidos, así que se omiten: {types}. Tipos conocidos: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Proveedores OAuth incluidos más de una vez; solo se usa la primera entrada de cada uno: {types}.',
  'config.warning.oauthProviderOptions':
    'Proveedores OAuth cuyo custom_scopes no es un array de cadenas o cuyo provider_params no es un objeto de cadenas: {types}.',
};

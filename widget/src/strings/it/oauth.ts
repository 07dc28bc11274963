import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const itOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Continua con {provider}',
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
  'oauth.lastUsed': 'Usato l’ultima volta',
  'config.warning.oauthNoProviders':
    'OAuth è configurato ma oauthOptions.providers non elenca nessun provider, quindi non viene mostrato alcun pulsante.',
  'config.warning.oauthUnknownProviders':
    'Tipi di provider OAuth sconosciuti, quindi esclusi: {types}. Tipi noti: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Provider OAuth elencati più di una volta; di ciascuno viene usata solo la prima voce: {types}.',
  'config.warning.oauthProviderOptions':
    'Provider OAuth il cui custom_scopes non è un array di stringhe o il cui provider_params non è un oggetto di stringhe: {types}.',
};

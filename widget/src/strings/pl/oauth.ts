import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const plOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Kontynuuj z {provider}',
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
  'oauth.lastUsed': 'Ostatnio używane',
  'config.warning.oauthNoProviders':
    'OAuth jest skonfigurowany, ale oauthOptions.providers nie zawiera żadnego dostawcy, więc nie są wyświetlane żadne przyciski.',
  'config.warning.oauthUnknownProviders':
    'Nieznane typy dostawców OAuth, więc zostały pominięte: {types}. Znane typy: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Dostawcy OAuth podani więcej niż raz; używany jest tylko pierwszy wpis każdego z nich: {types}.',
  'config.warning.oauthProviderOptions':
    'Dostawcy OAuth, których custom_scopes nie jest tablicą ciągów znaków albo których provider_params nie jest obiektem z ciągami znaków: {types}.',
};

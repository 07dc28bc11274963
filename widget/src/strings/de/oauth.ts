import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const deOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Weiter mit {provider}',
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
  'oauth.lastUsed': 'Zuletzt verwendet',
  'config.warning.oauthNoProviders':
    'OAuth ist konfiguriert, aber oauthOptions.providers enthält keinen Anbieter, daher werden keine Schaltflächen angezeigt.',
  'config.warning.oauthUnknownProviders':
    'Unbekannte OAuth-Anbietertypen, daher ausgelassen: {types}. Bekannte Typen: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Mehrfach aufgeführte OAuth-Anbieter; von jedem wird nur der erste Eintrag verwendet: {types}.',
  'config.warning.oauthProviderOptions':
    'OAuth-Anbieter, deren custom_scopes kein Array von Strings oder deren provider_params kein Objekt mit String-Werten ist: {types}.',
};

import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const nlOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Doorgaan met {provider}',
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
  'oauth.lastUsed': 'Laatst gebruikt',
  'config.warning.oauthNoProviders':
    'OAuth is ingesteld, maar oauthOptions.providers bevat geen enkele provider, dus er worden geen knoppen getoond.',
  'config.warning.oauthUnknownProviders':
    'Onbekende typen OAuth-providers, daarom weggelaten: {types}. Bekende typen: {known}.',
  'config.warning.oauthRepeatedProviders':
    'OAuth-providers die meer dan één keer zijn opgegeven; van elk wordt alleen de eerste vermelding gebruikt: {types}.',
  'config.warning.oauthProviderOptions':
    'OAuth-providers waarvan custom_scopes geen array van strings is of provider_params geen object van strings: {types}.',
};

import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const heOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'המשך עם {provider}',
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
  'oauth.lastUsed': 'בשימוש לאחרונה',
  'config.warning.oauthNoProviders':
    'OAuth מוגדר, אבל oauthOptions.providers לא מפרט אף ספק, ולכן לא מוצגים כפתורים.',
  'config.warning.oauthUnknownProviders':
    'סוגי ספקי OAuth לא מוכרים, ולכן הושמטו: {types}. הסוגים המוכרים: {known}.',
  'config.warning.oauthRepeatedProviders':
    'ספקי OAuth שמופיעים יותר מפעם אחת; רק הרשומה הראשונה של כל אחד מהם בשימוש: {types}.',
  'config.warning.oauthProviderOptions':
    'ספקי OAuth שהערך custom_scopes שלהם אינו מערך של מחרוזות, או שהערך provider_params שלהם אינו אובייקט של מחרוזות: {types}.',
};

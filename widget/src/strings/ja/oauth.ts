import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const jaOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': '{provider} で続行',
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
  'oauth.lastUsed': '前回使用',
  'config.warning.oauthNoProviders':
    'OAuth が設定されていますが、oauthOptions.providers にプロバイダーが 1 つも指定されていないため、ボタンは表示されません。',
  'config.warning.oauthUnknownProviders':
    '不明な OAuth プロバイダーの種類のため、除外しました：{types}。既知の種類：{known}。',
  'config.warning.oauthRepeatedProviders':
    '複数回指定された OAuth プロバイダーがあります。それぞれ最初の指定のみを使用します：{types}。',
  'config.warning.oauthProviderOptions':
    'custom_scopes が文字列の配列でない、または provider_params が文字列のオブジェクトでない OAuth プロバイダー：{types}。',
};

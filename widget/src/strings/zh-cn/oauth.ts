import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const zhCNOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': '使用 {provider} 继续',
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
  'oauth.lastUsed': '上次使用',
  'config.warning.oauthNoProviders':
    '已配置 OAuth，但 oauthOptions.providers 未列出任何提供方，因此不显示任何按钮。',
  'config.warning.oauthUnknownProviders':
    '以下 OAuth 提供方类型无法识别，已略过：{types}。已知类型：{known}。',
  'config.warning.oauthRepeatedProviders': '以下 OAuth 提供方被列出多次，每个只使用第一项：{types}。',
  'config.warning.oauthProviderOptions':
    '以下 OAuth 提供方的 custom_scopes 不是字符串数组，或 provider_params 不是字符串对象：{types}。',
};

import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const koOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': '{provider} 계정으로 계속하기',
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
  'oauth.lastUsed': '최근 사용',
  'config.warning.oauthNoProviders':
    'OAuth가 설정되어 있지만 oauthOptions.providers에 제공업체가 하나도 없어 버튼을 표시하지 않습니다.',
  'config.warning.oauthUnknownProviders':
    '알 수 없는 OAuth 제공업체 유형이므로 제외했습니다: {types}. 알려진 유형: {known}.',
  'config.warning.oauthRepeatedProviders':
    '두 번 이상 나열된 OAuth 제공업체가 있어 각각 첫 번째 항목만 사용합니다: {types}.',
  'config.warning.oauthProviderOptions':
    'custom_scopes가 문자열 배열이 아니거나 provider_params가 문자열 객체가 아닌 OAuth 제공업체: {types}.',
};

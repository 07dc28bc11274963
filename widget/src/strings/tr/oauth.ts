import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const trOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': '{provider} ile devam et',
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
  'oauth.lastUsed': 'Son kullanılan',
  'config.warning.oauthNoProviders':
    'OAuth yapılandırılmış ancak oauthOptions.providers hiçbir sağlayıcı içermiyor, bu yüzden hiçbir düğme gösterilmiyor.',
  'config.warning.oauthUnknownProviders':
    'Bilinmeyen OAuth sağlayıcı türleri olduğu için atlandı: {types}. Bilinen türler: {known}.',
  'config.warning.oauthRepeatedProviders':
    'Birden fazla kez listelenen OAuth sağlayıcıları; her birinin yalnızca ilk girişi kullanılıyor: {types}.',
  'config.warning.oauthProviderOptions':
    'custom_scopes değeri dize dizisi olmayan veya provider_params değeri dizelerden oluşan bir nesne olmayan OAuth sağlayıcıları: {types}.',
};

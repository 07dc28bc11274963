import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const arOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'المتابعة باستخدام {provider}',
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
  'oauth.lastUsed': 'المستخدَم آخر مرة',
  'config.warning.oauthNoProviders':
    'تم إعداد OAuth لكن oauthOptions.providers لا يتضمن أي مزوّد، لذا لا تظهر أي أزرار.',
  'config.warning.oauthUnknownProviders':
    'أنواع مزوّدي OAuth هذه غير معروفة، لذا تم استبعادها: {types}. الأنواع المعروفة: {known}.',
  'config.warning.oauthRepeatedProviders':
    'مزوّدو OAuth هؤلاء مدرجون أكثر من مرة، ولا يُستخدم إلا الإدخال الأول لكل منهم: {types}.',
  'config.warning.oauthProviderOptions':
    'مزوّدو OAuth الذين ليست قيمة custom_scopes لديهم مصفوفة من السلاسل النصية أو ليست قيمة provider_params لديهم كائنًا من السلاسل النصية: {types}.',
};

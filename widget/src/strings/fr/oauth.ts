import type { AreaTranslation } from '../catalog';
import type { enOAuth } from '../en/oauth';

export const frOAuth: AreaTranslation<typeof enOAuth> = {
  'oauth.continueWith': 'Continuer avec {provider}',
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
  'oauth.lastUsed': 'Utilisé la dernière fois',
  'config.warning.oauthNoProviders':
    'OAuth est configuré, mais oauthOptions.providers ne liste aucun fournisseur ; aucun bouton n’est donc affiché.',
  'config.warning.oauthUnknownProviders':
    'Types de fournisseurs OAuth inconnus, donc ignorés : {types}. Types connus : {known}.',
  'config.warning.oauthRepeatedProviders':
    'Fournisseurs OAuth listés plusieurs fois ; seule la première entrée de chacun est utilisée : {types}.',
  'config.warning.oauthProviderOptions':
    'Fournisseurs OAuth dont custom_scopes n’est pas un tableau de chaînes ou dont provider_params n’est pas un objet de chaînes : {types}.',
};

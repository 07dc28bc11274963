/** Texts of Main's OAuth buttons, and the warnings about a config's OAuth providers. */
export const enOAuth = {
  'oauth.continueWith': 'Continue with {provider}',
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
  'oauth.lastUsed': 'Last used',
  'config.warning.oauthNoProviders':
    'OAuth is configured but oauthOptions.providers lists no provider, so it shows no buttons.',
  'config.warning.oauthUnknownProviders':
    'Unknown OAuth provider types, so left out: {types}. Known types: {known}.',
  'config.warning.oauthRepeatedProviders':
    'OAuth providers listed more than once; only the first entry of each is used: {types}.',
  'config.warning.oauthProviderOptions':
    'OAuth providers whose custom_scopes is not an array of strings or whose provider_params is not an object of strings: {types}.',
} as const;

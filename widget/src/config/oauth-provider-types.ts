/**
 * The spec's social sign-in providers, each with a button on Main; a `start` of the client's `oauth` each.
 * Kept free of imports: the testbed's main process reads this list without loading the widget.
 */
export const OAUTH_PROVIDER_TYPES = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

import type { ProjectSettings } from '../settings/project-settings';

/** The nineteen providers the client can start (`../shared/reference/provider-contract.md` §15), by the id in its start path. */
export const OAUTH_PROVIDERS = [
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

export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Providers whose session factor carries no `email_id` (`../shared/reference/provider-contract.md` §12): they do not vouch for an email. */
export type EmailLessProvider = 'twitter' | 'tiktok' | 'snapchat';

type ProviderFacts = {
  /** How people know it; also the user's `providers[].provider_type` (its lower case is the id). */
  name: string;
  /** What a start asks for when the app adds no `custom_scopes`. */
  defaultScopes: readonly string[];
  /** The `iss` of the ID tokens the emulator signs in this provider's name. */
  issuer: string;
};

const FACTS: Record<OAuthProvider, ProviderFacts> = {
  google: {
    name: 'Google',
    defaultScopes: ['openid', 'email', 'profile'],
    issuer: 'https://accounts.google.com',
  },
  microsoft: {
    name: 'Microsoft',
    defaultScopes: ['openid', 'email', 'profile'],
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  },
  apple: { name: 'Apple', defaultScopes: ['openid', 'email', 'name'], issuer: 'https://appleid.apple.com' },
  github: { name: 'GitHub', defaultScopes: ['read:user', 'user:email'], issuer: 'https://github.com' },
  gitlab: { name: 'GitLab', defaultScopes: ['openid', 'email', 'profile'], issuer: 'https://gitlab.com' },
  facebook: {
    name: 'Facebook',
    defaultScopes: ['email', 'public_profile'],
    issuer: 'https://www.facebook.com',
  },
  discord: { name: 'Discord', defaultScopes: ['identify', 'email'], issuer: 'https://discord.com' },
  salesforce: {
    name: 'Salesforce',
    defaultScopes: ['openid', 'email', 'profile'],
    issuer: 'https://login.salesforce.com',
  },
  slack: { name: 'Slack', defaultScopes: ['openid', 'email', 'profile'], issuer: 'https://slack.com' },
  amazon: { name: 'Amazon', defaultScopes: ['profile'], issuer: 'https://www.amazon.com' },
  bitbucket: { name: 'Bitbucket', defaultScopes: ['account', 'email'], issuer: 'https://bitbucket.org' },
  linkedin: {
    name: 'LinkedIn',
    defaultScopes: ['openid', 'profile', 'email'],
    issuer: 'https://www.linkedin.com/oauth',
  },
  coinbase: {
    name: 'Coinbase',
    defaultScopes: ['wallet:user:read', 'wallet:user:email'],
    issuer: 'https://www.coinbase.com',
  },
  twitch: {
    name: 'Twitch',
    defaultScopes: ['openid', 'user:read:email'],
    issuer: 'https://id.twitch.tv/oauth2',
  },
  twitter: {
    name: 'Twitter',
    defaultScopes: ['users.read', 'tweet.read', 'offline.access'],
    issuer: 'https://twitter.com',
  },
  tiktok: { name: 'TikTok', defaultScopes: ['user.info.basic'], issuer: 'https://www.tiktok.com' },
  snapchat: {
    name: 'Snapchat',
    defaultScopes: ['https://auth.snapchat.com/oauth2/api/user.display_name'],
    issuer: 'https://accounts.snapchat.com',
  },
  figma: { name: 'Figma', defaultScopes: ['files:read'], issuer: 'https://www.figma.com' },
  yahoo: {
    name: 'Yahoo',
    defaultScopes: ['openid', 'email', 'profile'],
    issuer: 'https://api.login.yahoo.com',
  },
};

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

export function providerName(provider: OAuthProvider): string {
  return FACTS[provider].name;
}

export function defaultScopes(provider: OAuthProvider): readonly string[] {
  return FACTS[provider].defaultScopes;
}

export function providerIssuer(provider: OAuthProvider): string {
  return FACTS[provider].issuer;
}

export function isEmailLessProvider(provider: OAuthProvider): provider is EmailLessProvider {
  return provider === 'twitter' || provider === 'tiktok' || provider === 'snapchat';
}

/**
 * The client id the project is registered under at the provider: the `aud` of its ID tokens. Only
 * Google's is a setting, because One Tap hands it to Google's script; the others are fixed names.
 */
export function providerClientId(
  settings: Pick<ProjectSettings, 'google_client_id'>,
  provider: OAuthProvider,
): string {
  return provider === 'google' ? settings.google_client_id : `emulator-${provider}-client`;
}

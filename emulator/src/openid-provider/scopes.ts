import type { RbacPolicy } from '../rbac/rbac-policy';

/**
 * The scopes every client may ask for without the project's policy naming them (the OpenID Connect
 * ones, plus the provider's `full_access`). Any other scope is custom: it must be in the project's
 * `rbac_policy.scopes` and among the client's `allowed_custom_scopes`.
 */
export const STANDARD_SCOPES = [
  'openid',
  'profile',
  'email',
  'phone',
  'offline_access',
  'full_access',
] as const;

export type StandardScope = (typeof STANDARD_SCOPES)[number];

const STANDARD_DESCRIPTIONS: Record<StandardScope, string> = {
  openid: 'Verify your identity.',
  profile: 'View your name, profile picture and language preferences.',
  email: 'View your email address.',
  phone: 'View your phone number.',
  offline_access: 'Keep access to your data while you are not using the application.',
  full_access: 'Act on your behalf, with a session of your account.',
};

export function isStandardScope(scope: string): scope is StandardScope {
  return (STANDARD_SCOPES as readonly string[]).includes(scope);
}

/** What the consent screen may say a scope allows: the standard wording, or the policy's description. */
export function scopeDescription(scope: string, policy: RbacPolicy): string {
  if (isStandardScope(scope)) return STANDARD_DESCRIPTIONS[scope];
  return policy.scopes.find((entry) => entry.scope === scope)?.description ?? '';
}

/** The scopes of a space-separated `scope` parameter, each once, in the order given. */
export function splitScopes(scope: string): string[] {
  return [...new Set(scope.split(' ').filter((each) => each !== ''))];
}

import { randomInt } from 'node:crypto';
import type { Project } from '../emulator-store';
import type { OAuthIdentity, OAuthIdentityRecord } from './oauth-collections';
import type { OAuthProvider } from './providers';

export function identityKey(provider: OAuthProvider, providerSubject: string): string {
  return `${provider}:${providerSubject}`;
}

function toIdentity({
  identity_key: _key,
  created_at: _created,
  ...identity
}: OAuthIdentityRecord): OAuthIdentity {
  return identity;
}

/** The identities the project's simulated providers know (one provider's, or all), oldest first. */
export function knownIdentities(project: Project, provider?: OAuthProvider): OAuthIdentity[] {
  return project.collections.oauth_identities
    .filter((record) => provider === undefined || record.provider === provider)
    .map(toIdentity);
}

/** Adds an identity to what its provider knows, or updates the one with its subject (keeping when it was first seen). */
export function rememberIdentity(project: Project, identity: OAuthIdentity): OAuthIdentity {
  const key = identityKey(identity.provider, identity.provider_subject);
  const existing = project.collections.oauth_identities.get(key);
  const record: OAuthIdentityRecord = {
    ...identity,
    identity_key: key,
    created_at: existing?.created_at ?? project.clock.nowIso(),
  };
  return toIdentity(project.collections.oauth_identities.put(key, record));
}

/** A subject such as a provider would assign: 21 digits, like Google's, unlikely to repeat. */
export function newProviderSubject(): string {
  let subject = String(randomInt(1, 10));
  for (let i = 1; i < 21; i++) subject += String(randomInt(0, 10));
  return subject;
}

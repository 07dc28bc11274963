import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { User } from './user-collections';

/**
 * The factor lists a user can drop one entry from, by the path segment the client deletes under.
 * `secrets` names the collection that holds the entry's stored half under the same id (a TOTP's
 * shared secret, a WebAuthn registration's public key, a wallet's owner and times): it goes in the
 * same journal entry.
 */
const FACTOR_LISTS = {
  emails: { list: 'emails', idKey: 'email_id', notFound: 'email_not_found' },
  phone_numbers: { list: 'phone_numbers', idKey: 'phone_id', notFound: 'phone_number_not_found' },
  totps: { list: 'totps', idKey: 'totp_id', notFound: 'totp_not_found', secrets: 'totps' },
  crypto_wallets: {
    list: 'crypto_wallets',
    idKey: 'crypto_wallet_id',
    notFound: 'crypto_wallet_not_found',
    secrets: 'crypto_wallets',
  },
  oauth: {
    list: 'providers',
    idKey: 'oauth_user_registration_id',
    notFound: 'oauth_user_registration_not_found',
  },
  webauthn_registrations: {
    list: 'webauthn_registrations',
    idKey: 'webauthn_registration_id',
    notFound: 'webauthn_registration_not_found',
    secrets: 'webauthn_credentials',
  },
  biometric_registrations: {
    list: 'biometric_registrations',
    idKey: 'biometric_registration_id',
    notFound: 'biometric_registration_not_found',
  },
} as const;

export type FactorKind = keyof typeof FACTOR_LISTS;

export function isFactorKind(kind: string): kind is FactorKind {
  return Object.hasOwn(FACTOR_LISTS, kind);
}

/** Whether the user's factor list of this kind holds an entry with this id. */
export function hasFactor(user: User, kind: FactorKind, id: string): boolean {
  const entry = FACTOR_LISTS[kind];
  return (user[entry.list] as readonly Record<string, unknown>[]).some((each) => each[entry.idKey] === id);
}

/** Removes one entry from a user's factor list, and its secret with it; the factor's `*_not_found` when absent. */
export function deleteUserFactor(project: Project, user: User, kind: FactorKind, id: string): User {
  const entry = FACTOR_LISTS[kind];
  const entries = user[entry.list] as readonly Record<string, unknown>[];
  const remaining = entries.filter((each) => each[entry.idKey] !== id);
  if (remaining.length === entries.length) {
    throw new ApiError(entry.notFound, `The user has no ${kind.replace(/_/g, ' ')} entry with id ${id}.`);
  }
  const updated = { ...user, [entry.list]: remaining };
  const secrets = 'secrets' in entry ? project.collections[entry.secrets] : undefined;
  project.commit([
    project.collections.users.putWrite(user.user_id, updated),
    ...(secrets?.has(id) ? [secrets.deleteWrite(id)] : []),
  ]);
  return updated;
}

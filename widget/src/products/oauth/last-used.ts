import { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from '../../config/types';

/**
 * What this device remembers of the user's OAuth sign-ins with one project. The widget cannot see the
 * provider's redirect complete (that happens on the host's redirect page), so a click only records a
 * start; the start becomes "last used" once the client's session shows the user signed in with it.
 */
export type LastUsedOAuth = {
  /** The provider last started here and not yet seen in a session. */
  started: OAuthProviderType | null;
  /** The provider a session last showed the user signed in with, after a start here: the one marked. */
  confirmed: OAuthProviderType | null;
};

export const NOTHING_USED: LastUsedOAuth = Object.freeze({ started: null, confirmed: null });

/** A session factor as the client holds it: an OAuth sign-in has `delivery_method: "oauth_<provider>"`. */
export type SessionFactor = { readonly delivery_method?: string };

/** The localStorage key, one per project: a page may host widgets of several projects. */
export function lastUsedKey(publicToken: string): string {
  return `foyer:oauth-last-used:${publicToken}`;
}

const asProvider = (value: unknown): OAuthProviderType | null =>
  OAUTH_PROVIDER_TYPES.find((type) => type === value) ?? null;

/** The stored record, or nothing used when it is missing or was written by something else. */
export function parseLastUsed(text: string | null): LastUsedOAuth {
  if (text === null) return NOTHING_USED;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return NOTHING_USED;
    const { started, confirmed } = value as Record<string, unknown>;
    return { started: asProvider(started), confirmed: asProvider(confirmed) };
  } catch {
    return NOTHING_USED;
  }
}

/** The record after the user starts a sign-in with `provider`: the mark stays where it was until it completes. */
export function afterStart(record: LastUsedOAuth, provider: OAuthProviderType): LastUsedOAuth {
  return { ...record, started: provider };
}

/**
 * The record once a session with these factors is seen: the started provider is confirmed when the
 * session was made with it. Any other session (another method, another provider) changes nothing.
 */
export function afterSession(
  record: LastUsedOAuth,
  factors: readonly SessionFactor[] | undefined,
): LastUsedOAuth {
  const { started } = record;
  if (started === null) return record;
  const signedInWithIt = factors?.some((factor) => factor.delivery_method === `oauth_${started}`);
  return signedInWithIt ? { started: null, confirmed: started } : record;
}

/** Reads the record; storage that is off or full (private modes, sandboxed frames) means nothing is remembered. */
export function readLastUsed(storage: () => Storage, key: string): LastUsedOAuth {
  try {
    return parseLastUsed(storage().getItem(key));
  } catch {
    return NOTHING_USED;
  }
}

export function writeLastUsed(storage: () => Storage, key: string, record: LastUsedOAuth): void {
  try {
    storage().setItem(key, JSON.stringify(record));
  } catch {
    // Not remembering is the only consequence: the mark is a convenience.
  }
}

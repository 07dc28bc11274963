import type { PasswordUserType } from '../state/passwords';
import type { WidgetClient } from './widget-client';

/**
 * The raw bootstrap data the client fetched for its project (camelCase, as the client maps it).
 * Only the fields the widget reads are typed.
 */
export type Bootstrap = {
  projectName: string | null;
  displayWatermark: boolean;
  emailDomains: string[];
  vertical: string | null;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
};

export type BootstrapSource = { getSync(): Bootstrap; getAsync(): Promise<Bootstrap> };

/**
 * The headless client keeps its bootstrap data, public token and telemetry channel on the instance
 * under this registry symbol (the provider's own pre-built UI reads them the same way). They are not
 * part of the typed public API, so everything read here is checked before use.
 */
const INTERNALS = Symbol.for('stytch__internal_b2c');

/** What the client's user search says about an email (`POST /users/search`). */
export type UserSearchResult = { userType: PasswordUserType };

type ClientInternals = {
  bootstrap?: BootstrapSource;
  searchManager?: { searchUser?(email: string): Promise<UserSearchResult> };
  publicToken?: unknown;
  oneTap?: unknown;
  networkClient?: { logEvent?(event: { name: string; details: Record<string, unknown> }): void };
};

function internalsOf(client: WidgetClient): ClientInternals {
  const found = (client as unknown as Record<symbol, unknown>)[INTERNALS];
  return typeof found === 'object' && found !== null ? (found as ClientInternals) : {};
}

/**
 * What the widget assumes when the client has no bootstrap to give: the client's own defaults, so a
 * widget reads the same before and without the project's answer (one email domain, `stytch.com`).
 */
export const FALLBACK_BOOTSTRAP: Bootstrap = {
  projectName: null,
  displayWatermark: false,
  emailDomains: ['stytch.com'],
  vertical: null,
  passwordConfig: null,
};

/**
 * The client's bootstrap: `getSync` answers from the client's localStorage cache (or defaults before
 * the first fetch), `getAsync` waits for this page load's fetch.
 */
export function bootstrapOf(client: WidgetClient): BootstrapSource {
  const source = internalsOf(client).bootstrap;
  if (!source) {
    return { getSync: () => FALLBACK_BOOTSTRAP, getAsync: () => Promise.resolve(FALLBACK_BOOTSTRAP) };
  }
  return {
    getSync: () => ({ ...FALLBACK_BOOTSTRAP, ...source.getSync() }),
    getAsync: () => source.getAsync().then((data) => ({ ...FALLBACK_BOOTSTRAP, ...data })),
  };
}

/** The client's One Tap loader (what `oauth.googleOneTap.start` uses), unchecked: see one-tap-client. */
export function oneTapProviderOf(client: WidgetClient): unknown {
  return internalsOf(client).oneTap;
}

/** The public token the client was created with, when the client exposes it. */
export function publicTokenOf(client: WidgetClient): unknown {
  return internalsOf(client).publicToken;
}

/** Sends a widget event to the provider's telemetry through the client (it batches and posts). */
export function logTelemetryEvent(
  client: WidgetClient,
  name: string,
  details: Record<string, unknown>,
): void {
  internalsOf(client).networkClient?.logEvent?.({ name, details });
}

/**
 * Asks the provider whether an email belongs to no user, a user with a password, or one without. The
 * headless client has no public method for this; its internals carry the search manager the
 * provider's own password screens use, which adds the captcha and fingerprinting fields itself.
 */
export function searchUser(client: WidgetClient, email: string): Promise<UserSearchResult> {
  const search = internalsOf(client).searchManager;
  if (!search?.searchUser) {
    return Promise.reject(new Error('This client does not expose the user search the password flow needs.'));
  }
  return search.searchUser(email);
}

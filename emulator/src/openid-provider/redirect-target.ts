import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';

/** Where an answer to an authorize request may go: a client and one of its registered redirect URIs. */
export type RedirectTarget = { app: ConnectedAppRecord; redirectUri: string; state: string | null };

/** The redirect URI with the given query parameters added (its own query kept, RFC 6749 §3.1.2). */
export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

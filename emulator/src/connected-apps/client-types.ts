export const CONNECTED_APP_CLIENT_TYPES = [
  'first_party',
  'first_party_public',
  'third_party',
  'third_party_public',
] as const;

/**
 * How an OAuth client of the project ("connected app") is trusted: first-party clients never ask
 * for consent; public clients hold no secret and must use PKCE.
 */
export type ConnectedAppClientType = (typeof CONNECTED_APP_CLIENT_TYPES)[number];

/** First-party clients are the project's own apps: their users are never asked for consent. */
export function isFirstParty(type: ConnectedAppClientType): boolean {
  return type === 'first_party' || type === 'first_party_public';
}

/** Confidential clients hold a secret and authenticate with it; public ones prove themselves with PKCE. */
export function isConfidential(type: ConnectedAppClientType): boolean {
  return type === 'first_party' || type === 'third_party';
}

export type Logger = Pick<Console, 'warn' | 'error'>;

/**
 * Says what the client cannot say about the token it was made with. A consumer client already warns
 * about a malformed token when it is created, and logs an error once its bootstrap names a B2B project,
 * so those are left to it. What only the widget sees is a client that keeps no consumer token at all:
 * a B2B client (which complains only about consumer tokens) or something else, with which no call
 * of the widget can work.
 */
export function checkPublicToken(token: unknown, logger: Logger = console): void {
  if (token !== undefined) return;
  logger.error(
    '[foyer] This client has no consumer public token: the widget needs a client made by createStytchClient from @stytch/vanilla-js/headless, not a B2B one.',
  );
}

/** Developer messages are for a developer's own test project, never for a live site's visitors. */
export function isTestPublicToken(token: unknown): boolean {
  return typeof token === 'string' && token.startsWith('public-token-test-');
}

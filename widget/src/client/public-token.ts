import type { BootstrapSource } from './client-internals';

const PUBLIC_TOKEN_PREFIX = 'public-token-';

/** Why a public token looks wrong, or null when it looks like a consumer project's token. */
export function describePublicTokenProblem(token: unknown): string | null {
  if (typeof token !== 'string') return 'The public token must be a string.';
  if (token === '') return 'The public token is empty.';
  if (!token.startsWith(PUBLIC_TOKEN_PREFIX)) {
    return `The public token does not start with "${PUBLIC_TOKEN_PREFIX}"; check that it was copied from the project's dashboard.`;
  }
  return null;
}

export type Logger = Pick<Console, 'warn' | 'error'>;

/**
 * Warns about a malformed token, and logs an error once the project turns out to be a B2B one: the
 * widget only speaks the consumer API.
 */
export function checkPublicToken(token: unknown, bootstrap: BootstrapSource, logger: Logger = console): void {
  const problem = describePublicTokenProblem(token);
  if (problem) logger.warn(`[foyer] ${problem}`);
  void bootstrap.getAsync().then((data) => {
    if (data.vertical === 'B2B') {
      logger.error(
        '[foyer] This public token belongs to a B2B project; the widget supports consumer projects only.',
      );
    }
  });
}

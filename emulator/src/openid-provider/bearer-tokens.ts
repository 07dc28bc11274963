import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import { clientTokenDeletes } from '../connected-apps/connected-apps';
import type { Project } from '../emulator-store';
import { secretDigest } from '../store/secret-digest';
import { bearerChallenge, OAuthError } from './oauth-error';
import type { AccessTokenRecord } from './token-collections';

/** The live access token an `Authorization: Bearer` header carries (RFC 6750 §2.1), or `invalid_token`. */
export function requireBearerToken(project: Project, authorization: string | undefined): AccessTokenRecord {
  const token = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(authorization ?? '')?.[1];
  const refuse = (description: string) =>
    new OAuthError(401, 'invalid_token', description, bearerChallenge('invalid_token', description));
  if (token === undefined) throw refuse('The request carries no Bearer access token.');
  const record = project.collections.access_tokens.get(secretDigest(token));
  if (!record) throw refuse('The access token is unknown or revoked.');
  if (project.clock.hasPassed(record.expires_at)) throw refuse('The access token has expired.');
  return record;
}

/**
 * Revokes a token of the client (RFC 7009 §2.1): an access token alone, or a refresh token with
 * every code and token of the same grant (the client's, for that user). A token that is unknown or
 * another client's is left as it is; the answer is the same, so nobody learns which tokens exist.
 */
export function revokeToken(project: Project, app: ConnectedAppRecord, token: string): void {
  const { access_tokens } = project.collections;
  const digest = secretDigest(token);
  const access = access_tokens.get(digest);
  if (access?.client_id === app.client_id) {
    access_tokens.delete(digest);
    return;
  }
  const refresh = project.collections.refresh_tokens.get(digest);
  if (refresh?.client_id !== app.client_id) return;
  project.commit(clientTokenDeletes(project, refresh.client_id, refresh.user_id));
}

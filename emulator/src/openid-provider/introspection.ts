import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import type { Project } from '../emulator-store';
import { secretDigest } from '../store/secret-digest';
import { accessTokenIssuer } from './access-tokens';

/**
 * An active token's claims (RFC 7662 §2.2), named as in the access token JWT: the audience a list
 * and `nbf` beside `iat`, as the provider's introspection answers them (its backend SDK's
 * `IntrospectTokenResponse` types `aud` as `string[]` and reads `nbf` into `not_before`).
 */
export type ActiveToken = {
  active: true;
  token_type: 'access_token' | 'refresh_token';
  iss: string;
  aud: string[];
  sub: string;
  client_id: string;
  scope: string;
  iat: number;
  nbf: number;
  exp: number;
};

export type Introspection = ActiveToken | { active: false };

function epochSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/**
 * What the authorization server knows of a token the client holds (RFC 7662 §2.2): its claims while it
 * is live on the project clock, `{ active: false }` once it expired, was revoked, spent (a rotated
 * refresh token), or was never issued. Another client's token answers inactive too, as revocation
 * leaves it alone: a client learns nothing of tokens that are not its own. The lookup is by digest, so
 * both the JWT access tokens and the opaque ones the control API mints are found; the type hint is
 * only a hint (§2.1), both kinds are looked up.
 */
export function introspectToken(project: Project, app: ConnectedAppRecord, token: string): Introspection {
  const digest = secretDigest(token);
  const access = project.collections.access_tokens.get(digest);
  const refresh = access ? undefined : project.collections.refresh_tokens.get(digest);
  const record = access ?? (refresh?.used_at === null ? refresh : undefined);
  if (!record || record.client_id !== app.client_id || project.clock.hasPassed(record.expires_at)) {
    return { active: false };
  }
  return {
    active: true,
    token_type: access ? 'access_token' : 'refresh_token',
    iss: accessTokenIssuer(project),
    aud: [project.projectId],
    sub: record.user_id,
    client_id: record.client_id,
    scope: record.scopes.join(' '),
    iat: epochSeconds(record.created_at),
    nbf: epochSeconds(record.created_at),
    exp: epochSeconds(record.expires_at),
  };
}

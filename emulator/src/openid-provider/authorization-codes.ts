import { grantKey } from '../connected-apps/connected-apps';
import type { Project } from '../emulator-store';
import type { SessionRecord } from '../sessions/session-collections';
import { newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import type { AuthorizeRequest } from './authorize-request';
import type { AuthorizationCodeRecord } from './token-collections';

/** Codes are exchanged at once by the relying party's back end; RFC 6749 §4.1.2 asks for at most ten minutes. */
const CODE_LIFETIME_MINUTES = 10;

/** When the user last proved who they are in this session: the ID token's `auth_time`. */
export function sessionAuthTime(session: SessionRecord): string {
  const times = session.authentication_factors.map((factor) => Date.parse(factor.last_authenticated_at));
  const latest = Math.max(Date.parse(session.started_at), ...times.filter((time) => !Number.isNaN(time)));
  return new Date(latest).toISOString();
}

/**
 * Issues a single-use code for the request and adds its scopes to the user's grant to the client,
 * in one journal write; expired codes are dropped on the way. Returns the code; the project keeps
 * only its digest.
 */
export function issueAuthorizationCode(
  project: Project,
  session: SessionRecord,
  request: AuthorizeRequest,
): string {
  const { authorization_codes: codes, connected_app_grants: grants } = project.collections;
  const code = newSecretToken();
  const record: AuthorizationCodeRecord = {
    code_digest: secretDigest(code),
    client_id: request.app.client_id,
    user_id: session.user_id,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    nonce: request.nonce,
    scopes: request.grantableScopes,
    auth_time: sessionAuthTime(session),
    ...project.clock.lifetime(CODE_LIFETIME_MINUTES),
    used_at: null,
  };
  const key = grantKey(session.user_id, request.app.client_id);
  const grant = grants.get(key);
  project.commit([
    ...codes.keysWhere((code) => project.clock.hasPassed(code.expires_at)).map((k) => codes.deleteWrite(k)),
    codes.putWrite(record.code_digest, record),
    grants.putWrite(key, {
      grant_key: key,
      user_id: session.user_id,
      client_id: request.app.client_id,
      scopes: [...new Set([...(grant?.scopes ?? []), ...request.grantableScopes])],
      granted_at: grant?.granted_at ?? record.created_at,
    }),
  ]);
  return code;
}

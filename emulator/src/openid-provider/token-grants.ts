import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import { clientTokenDeletes } from '../connected-apps/connected-apps';
import type { Project } from '../emulator-store';
import { isCodeVerifierFor } from '../links/pkce';
import { newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import type { User } from '../users/user-collections';
import { signAccessToken } from './access-tokens';
import type { FormParams } from './client-authentication';
import { signIdToken } from './id-tokens';
import { OAuthError } from './oauth-error';
import { splitScopes } from './scopes';
import type { AccessTokenRecord, RefreshTokenRecord } from './token-collections';

const ACCESS_TOKEN_MINUTES = 60;
/** Rotated on every use, so its own lifetime only bounds a client that stops coming back. */
const REFRESH_TOKEN_MINUTES = 30 * 24 * 60;

/** The token endpoint's answer (RFC 6749 §5.1, OIDC Core §3.1.3.3). */
export type TokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
};

/** What the tokens of one grant are for: who, which client, which scopes, since when. */
type Grant = {
  user: User;
  app: ConnectedAppRecord;
  scopes: string[];
  authTime: string;
  nonce: string | null;
};

function required(form: FormParams, name: string): string {
  const value = form.get(name);
  if (value === undefined || value === '') {
    throw new OAuthError(400, 'invalid_request', `The request lacks the ${name} parameter.`);
  }
  return value;
}

function invalidGrant(description: string): OAuthError {
  return new OAuthError(400, 'invalid_grant', description);
}

/**
 * Revokes every code, access token and refresh token the client holds for the user: what a replayed
 * code or refresh token calls for, since whoever replays it may have stolen it (RFC 6749 §10.5,
 * OAuth 2.0 Security BCP §4.14).
 */
function revokeClientTokensOf(project: Project, clientId: string, userId: string): void {
  project.commit(clientTokenDeletes(project, clientId, userId));
}

/** Trades an authorization code for tokens (RFC 6749 §4.1.3, RFC 7636 §4.6). */
export async function exchangeAuthorizationCode(
  project: Project,
  app: ConnectedAppRecord,
  form: FormParams,
  issuer: string,
): Promise<TokenResponse> {
  const code = project.collections.authorization_codes.get(secretDigest(required(form, 'code')));
  if (!code || code.client_id !== app.client_id) throw invalidGrant('The code is unknown to this client.');
  if (code.used_at !== null) {
    revokeClientTokensOf(project, code.client_id, code.user_id);
    throw invalidGrant('The code was already used; the tokens issued for it are revoked.');
  }
  if (project.clock.hasPassed(code.expires_at)) throw invalidGrant('The code has expired.');
  if (form.get('redirect_uri') !== code.redirect_uri) {
    throw invalidGrant('The redirect_uri differs from the one the code was issued for.');
  }
  const verifier = form.get('code_verifier');
  if (code.code_challenge !== null) {
    if (verifier === undefined)
      throw invalidGrant('The code was issued with a PKCE challenge: send its code_verifier.');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !isCodeVerifierFor(verifier, code.code_challenge)) {
      throw invalidGrant('The code_verifier does not match the code_challenge.');
    }
  } else if (verifier !== undefined) {
    throw invalidGrant('The code was issued without a PKCE challenge; it takes no code_verifier.');
  }
  const user = project.collections.users.get(code.user_id);
  if (!user) throw invalidGrant('The user the code was issued for no longer exists.');
  project.collections.authorization_codes.put(code.code_digest, { ...code, used_at: project.clock.nowIso() });
  return issueTokens(
    project,
    { user, app, scopes: code.scopes, authTime: code.auth_time, nonce: code.nonce },
    issuer,
  );
}

/**
 * Trades a refresh token for new tokens, rotating it: the one presented is spent, and presenting it
 * again revokes everything the client holds for the user (RFC 6749 §6, Security BCP §4.14.2).
 * A `scope` parameter may narrow the new access token, never widen it.
 */
export async function refreshTokens(
  project: Project,
  app: ConnectedAppRecord,
  form: FormParams,
  issuer: string,
): Promise<TokenResponse> {
  const record = project.collections.refresh_tokens.get(secretDigest(required(form, 'refresh_token')));
  if (!record || record.client_id !== app.client_id) {
    throw invalidGrant('The refresh token is unknown to this client.');
  }
  if (record.used_at !== null) {
    revokeClientTokensOf(project, record.client_id, record.user_id);
    throw invalidGrant('The refresh token was already used; every token of this grant is revoked.');
  }
  if (project.clock.hasPassed(record.expires_at)) throw invalidGrant('The refresh token has expired.');
  const asked = form.has('scope') ? splitScopes(form.get('scope') ?? '') : record.scopes;
  const wider = asked.filter((scope) => !record.scopes.includes(scope));
  if (wider.length > 0) {
    throw new OAuthError(400, 'invalid_scope', `The grant does not include ${wider.join(', ')}.`);
  }
  const user = project.collections.users.get(record.user_id);
  if (!user) throw invalidGrant('The user the token was issued for no longer exists.');
  project.collections.refresh_tokens.put(record.refresh_token_digest, {
    ...record,
    used_at: project.clock.nowIso(),
  });
  const grant = {
    user,
    app,
    scopes: record.scopes,
    authTime: record.auth_time,
    nonce: null,
  };
  return issueTokens(project, grant, issuer, asked);
}

/**
 * An access token for the scopes, a refresh token when `offline_access` was granted, and an ID
 * token when `openid` was, in one journal write. `accessScopes` narrows the access token only.
 */
async function issueTokens(
  project: Project,
  grant: Grant,
  issuer: string,
  accessScopes: string[] = grant.scopes,
): Promise<TokenResponse> {
  const base = { user_id: grant.user.user_id, client_id: grant.app.client_id };
  const accessToken = await signAccessToken(project, {
    userId: grant.user.user_id,
    clientId: grant.app.client_id,
    scopes: accessScopes,
    lifetimeSeconds: ACCESS_TOKEN_MINUTES * 60,
  });
  const access: AccessTokenRecord = {
    ...base,
    access_token_digest: secretDigest(accessToken),
    scopes: accessScopes,
    ...project.clock.lifetime(ACCESS_TOKEN_MINUTES),
  };
  const refreshToken = grant.scopes.includes('offline_access') ? newSecretToken() : null;
  const refresh: RefreshTokenRecord | null = refreshToken
    ? {
        ...base,
        refresh_token_digest: secretDigest(refreshToken),
        scopes: grant.scopes,
        auth_time: grant.authTime,
        ...project.clock.lifetime(REFRESH_TOKEN_MINUTES),
        used_at: null,
      }
    : null;
  const { access_tokens, refresh_tokens } = project.collections;
  project.commit([
    access_tokens.putWrite(access.access_token_digest, access),
    ...(refresh ? [refresh_tokens.putWrite(refresh.refresh_token_digest, refresh)] : []),
  ]);
  const idToken = grant.scopes.includes('openid')
    ? await signIdToken(project, {
        issuer,
        user: grant.user,
        clientId: grant.app.client_id,
        scopes: grant.scopes,
        nonce: grant.nonce,
        authTime: grant.authTime,
        accessToken,
      })
    : undefined;
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_MINUTES * 60,
    scope: accessScopes.join(' '),
    ...(idToken ? { id_token: idToken } : {}),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  };
}

import * as oidc from 'openid-client';
import { atHashMatches } from './at-hash';

/** What the app keeps between sending the browser to the provider and the browser coming back. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** What the app holds for a signed-in user, all of it shown on its page. */
export type SignedIn = {
  idToken: string;
  idTokenHeader: Record<string, unknown>;
  claims: Record<string, unknown>;
  accessToken: string;
  refreshToken: string | null;
  scope: string | null;
  expiresIn: number | null;
  userinfo: Record<string, unknown>;
  /** How many refresh grants have rotated these tokens. */
  refreshes: number;
};

/** offline_access: the provider issues a refresh token only when asked for it (OIDC Core 11). */
export const DEMO_APP_SCOPE = 'openid email profile offline_access';

/**
 * The project as an OpenID provider, from its discovery document. The issuer is the emulator's
 * plain loopback port: the demo app and the provider run on this machine, and the emulator's TLS
 * port answers for `api.emulator.test`, a name only the browser is taught. openid-client refuses
 * plain http unless told (`allowInsecureRequests`), which is right for the Internet and moot here.
 * ID tokens from the token endpoint get their signature checked against the JWKS too
 * (`enableNonRepudiationChecks`), which the library otherwise leaves to TLS.
 */
export async function discoverProvider(
  issuer: string,
  clientId: string,
  clientSecret: string,
): Promise<oidc.Configuration> {
  const config = await oidc.discovery(
    new URL(issuer),
    clientId,
    clientSecret,
    oidc.ClientSecretBasic(clientSecret),
    { execute: [oidc.allowInsecureRequests] },
  );
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/** An authorization request with PKCE (S256), state and nonce, and the secrets to keep for it. */
export async function beginSignIn(
  config: oidc.Configuration,
  redirectUri: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const pending = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: DEMO_APP_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, pending };
}

/**
 * The callback: the state checked, the code exchanged (PKCE verifier and client secret), the ID
 * token verified (signature against the JWKS, issuer, audience, expiry, nonce; at_hash here),
 * then userinfo fetched for the same subject. An `error` in the callback (access_denied) throws.
 */
export async function completeSignIn(
  config: oidc.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<SignedIn> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  return signedInFrom(config, tokens, 0);
}

/** A refresh grant: the provider rotates the refresh token, and a new ID token is verified again. */
export async function refreshSignIn(config: oidc.Configuration, current: SignedIn): Promise<SignedIn> {
  if (!current.refreshToken) throw new Error('The provider issued no refresh token.');
  const tokens = await oidc.refreshTokenGrant(config, current.refreshToken);
  return signedInFrom(config, tokens, current.refreshes + 1, current);
}

/** The provider's logout page, asked to come back to the app signed out. */
export function logoutUrl(
  config: oidc.Configuration,
  options: { idToken: string; postLogoutRedirectUri: string; state: string },
): URL {
  return oidc.buildEndSessionUrl(config, {
    client_id: config.clientMetadata().client_id,
    id_token_hint: options.idToken,
    post_logout_redirect_uri: options.postLogoutRedirectUri,
    state: options.state,
  });
}

async function signedInFrom(
  config: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  refreshes: number,
  previous?: SignedIn,
): Promise<SignedIn> {
  // A refresh response may leave out the ID token (then the first one stands) or the refresh token.
  const idToken = tokens.id_token ?? previous?.idToken;
  const claims = tokens.claims() ?? previous?.claims;
  if (!idToken || !claims) throw new Error('The token endpoint returned no ID token.');
  const idTokenHeader = decodeJwtHeader(idToken);
  if (tokens.id_token && !atHashMatches(tokens.access_token, claims.at_hash, idTokenHeader.alg)) {
    throw new Error('The ID token’s at_hash does not match the access token.');
  }
  const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
  return {
    idToken,
    idTokenHeader,
    claims: { ...claims },
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? null,
    scope: tokens.scope ?? null,
    expiresIn: tokens.expiresIn() ?? null,
    userinfo: { ...userinfo },
    refreshes,
  };
}

/** The header was verified with the signature; this only reads it back for the page. */
function decodeJwtHeader(jwt: string): Record<string, unknown> {
  const [encoded = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
}

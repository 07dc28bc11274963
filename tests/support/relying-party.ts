import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';

/**
 * The pages of a third-party app that the identity provider sends the browser back to. The app's
 * logic (discovery, code exchange, ID token checks) runs in the test through `openid-client`, a
 * certified relying-party library; these pages only give the browser somewhere real to land.
 */
export type RelyingPartyPages = {
  origin: string;
  /** The app's `redirect_uri`. */
  callbackUrl: string;
  /** The app's `post_logout_redirect_uri`. */
  signedOutUrl: string;
  close(): Promise<void>;
};

export async function serveRelyingPartyPages(): Promise<RelyingPartyPages> {
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const title = pathname === '/signed-out' ? 'Signed out of the app' : 'Back at the app';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(`<!doctype html><html lang="en"><title>${title}</title><main><h1>${title}</h1></main></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    callbackUrl: `${origin}/callback`,
    signedOutUrl: `${origin}/signed-out`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The emulator project as an OpenID provider, discovered from its discovery document. The issuer is
 * the emulator's plain loopback port, hence `allowInsecureRequests`: the relying party runs on this
 * machine. Signatures of ID tokens from the token endpoint are checked against the JWKS too
 * (`enableNonRepudiationChecks`), which the library otherwise leaves to TLS.
 */
export async function discoverProvider(
  issuer: string,
  clientId: string,
  clientSecret: string | null,
): Promise<oidc.Configuration> {
  const config = await oidc.discovery(
    new URL(issuer),
    clientId,
    clientSecret ?? undefined,
    clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/** One authorization request with PKCE (S256), state and nonce, and the secrets the app keeps for it. */
export type AuthorizationRequest = { url: URL; codeVerifier: string; state: string; nonce: string };

export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  scope: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, codeVerifier, state, nonce };
}

/** The app's callback: trades the code for tokens, checking state, nonce and the ID token. */
export function exchangeCode(config: oidc.Configuration, callbackUrl: string, request: AuthorizationRequest) {
  return oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
}

/** OpenID Connect Core 3.1.3.6: the left half of the SHA-256 of the access token, base64url. */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

import { randomBytes } from 'node:crypto';
import type { ControlClient } from '../control/client';
import { codeChallengeFor } from '../links/pkce';
import { postSdk, type SdkAnswer } from './sdk-over-http';

export const RP_REDIRECT_URI = 'http://localhost:4100/callback';
export const RP_LOGOUT_URI = 'http://localhost:4100/logged-out';

/** A PKCE verifier of 43 characters and its S256 challenge, as a relying party makes them. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: codeChallengeFor(verifier) };
}

/**
 * Seeds a user named Ada Lovelace and logs it in over HTTP (by an impersonation token, which costs
 * no password hashing); returns the session token and user id.
 */
export async function logIn(
  httpUrl: string,
  control: ControlClient,
  email: string,
): Promise<{ sessionToken: string; userId: string }> {
  const user = await control.seedUser({ email, name: { first_name: 'Ada', last_name: 'Lovelace' } });
  const { impersonation_token } = await control.mintImpersonationToken({ userId: user.user_id });
  const answer = await postSdk(httpUrl, control, '/impersonation/authenticate', { impersonation_token });
  return { sessionToken: answer.json.data.session_token, userId: user.user_id };
}

export type AuthorizeParams = {
  client_id: string;
  redirect_uri?: string;
  response_type?: string;
  scopes?: string[];
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  max_age?: string;
};

/** The body the client sends, with the parser's defaults (`../shared/reference/provider-contract.md` §16). */
export function authorizeBody(params: AuthorizeParams) {
  return {
    redirect_uri: RP_REDIRECT_URI,
    response_type: 'code',
    scopes: ['openid', 'email', 'profile'],
    ...params,
  };
}

export function authorizeStart(
  httpUrl: string,
  control: ControlClient,
  sessionToken: string,
  params: AuthorizeParams,
) {
  return postSdk(httpUrl, control, '/idp/oauth/authorize/start', authorizeBody(params), sessionToken);
}

export function authorizeSubmit(
  httpUrl: string,
  control: ControlClient,
  sessionToken: string,
  params: AuthorizeParams,
  consentGranted: boolean,
): Promise<SdkAnswer> {
  const body = { ...authorizeBody(params), consent_granted: consentGranted };
  return postSdk(httpUrl, control, '/idp/oauth/authorize/submit', body, sessionToken);
}

/** Sends a form to one of the project's OpenID endpoints, as a relying party's back end does. */
export async function postForm(
  httpUrl: string,
  control: ControlClient,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${httpUrl}/v1/public/${control.publicToken}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path; the assertions check them.
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as any };
}

/** Registers a third-party public client redirecting to RP_REDIRECT_URI. */
export function registerPublicApp(control: ControlClient, clientId: string) {
  return control.upsertConnectedApp({
    client_id: clientId,
    client_name: 'Demo',
    client_type: 'third_party_public',
    redirect_uris: [RP_REDIRECT_URI],
  });
}

/**
 * Has the user consent to a public client (with `offline_access`) and trades the code for tokens:
 * a grant, a spent code, an access token, a refresh token and an ID token of the user.
 */
export async function connectPublicApp(
  httpUrl: string,
  control: ControlClient,
  sessionToken: string,
  clientId: string,
) {
  const pkce = pkcePair();
  const params = {
    client_id: clientId,
    scopes: ['openid', 'email', 'offline_access'],
    code_challenge: pkce.challenge,
    state: 'state-1',
  };
  const submitted = await authorizeSubmit(httpUrl, control, sessionToken, params, true);
  return postForm(httpUrl, control, '/oauth2/token', {
    grant_type: 'authorization_code',
    code: submitted.json.data.authorization_code,
    redirect_uri: RP_REDIRECT_URI,
    client_id: clientId,
    code_verifier: pkce.verifier,
  });
}

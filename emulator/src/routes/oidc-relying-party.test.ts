import * as oidc from 'openid-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { type RunningEmulator, serveStore } from '../server';
import { EmulatorStore } from '../store/store';
import { logIn, RP_LOGOUT_URI, RP_REDIRECT_URI } from '../testing/connected-app-flows';
import { postSdk } from '../testing/sdk-over-http';

/*
 * The whole flow with a certified relying-party library as the third-party app, so any way the
 * provider strays from OpenID Connect (discovery, issuer, ID token checks, PKCE, refresh) fails here.
 * The widget's part (reading the authorization request from its page address and submitting the
 * consent) is played by the same SDK calls the widget makes.
 */
const CLIENT_ID = 'connected-app-test-demo';
const SECRET = 'secret-test-demo-relying-party';
const IDP_PAGE = 'http://localhost:4000/idp.html';

let emulator: RunningEmulator;
let control: ControlClient;
let sessionToken: string;
let userId: string;

beforeEach(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  await control.updateSettings({ idp_authorization_url: IDP_PAGE });
  ({ sessionToken, userId } = await logIn(emulator.httpUrl, control, 'ada@example.com'));
});
afterEach(async () => {
  await emulator.close();
});

/** What the widget does with the page address: parse it (contract §16), start, and allow. */
async function consentOnTheIdpPage(authorizationUrl: URL): Promise<URL> {
  const query = authorizationUrl.searchParams;
  const request = {
    client_id: query.get('client_id'),
    redirect_uri: query.get('redirect_uri'),
    response_type: query.get('response_type') ?? 'code',
    scopes: (query.get('scope') ?? 'openid email profile').split(' '),
    code_challenge: query.get('code_challenge') ?? undefined,
    state: query.get('state') ?? undefined,
    nonce: query.get('nonce') ?? undefined,
  };
  const started = await postSdk(
    emulator.httpUrl,
    control,
    '/idp/oauth/authorize/start',
    request,
    sessionToken,
  );
  expect(started.json.data.consent_required).toBe(true);
  const body = { ...request, consent_granted: true };
  const submitted = await postSdk(
    emulator.httpUrl,
    control,
    '/idp/oauth/authorize/submit',
    body,
    sessionToken,
  );
  return new URL(submitted.json.data.redirect_uri);
}

describe.each([
  ['a public client with PKCE', 'third_party_public', oidc.None()],
  ['a confidential client with client_secret_basic', 'third_party', oidc.ClientSecretBasic(SECRET)],
] as const)('openid-client as %s', (_, clientType, authentication) => {
  it('discovers, authorizes, exchanges the code, validates the ID token, reads userinfo and refreshes', async () => {
    await control.upsertConnectedApp({
      client_id: CLIENT_ID,
      client_name: 'Demo',
      client_type: clientType,
      redirect_uris: [RP_REDIRECT_URI],
      post_logout_redirect_uris: [RP_LOGOUT_URI],
      ...(clientType === 'third_party' ? { client_secret: SECRET } : {}),
    });
    const issuer = new URL(`${emulator.httpUrl}/v1/public/${control.publicToken}`);
    const config = await oidc.discovery(issuer, CLIENT_ID, undefined, authentication, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: RP_REDIRECT_URI,
      scope: 'openid email profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(IDP_PAGE);

    const callback = await consentOnTheIdpPage(authorizationUrl);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({ sub: userId, aud: CLIENT_ID, email: 'ada@example.com' });

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, userId);
    expect(userinfo).toMatchObject({ sub: userId, email: 'ada@example.com', name: 'Ada Lovelace' });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.claims()?.sub).toBe(userId);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    const logoutUrl = oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: RP_LOGOUT_URI,
      id_token_hint: tokens.id_token ?? '',
      state: 'bye',
    });
    const logout = Object.fromEntries(logoutUrl.searchParams);
    const started = await postSdk(emulator.httpUrl, control, '/oauth/logout/start', logout, sessionToken);
    expect(started.json.data).toEqual(
      expect.objectContaining({ consent_required: false, redirect_uri: `${RP_LOGOUT_URI}?state=bye` }),
    );
  });
});

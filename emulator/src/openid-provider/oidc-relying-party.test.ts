import * as oidc from 'openid-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { logIn, RP_LOGOUT_URI, RP_REDIRECT_URI } from '../test-support/connected-app-flows';
import { postSdk } from '../test-support/sdk-over-http';

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

/** What the widget does with the page address: parse it (`../shared/reference/provider-contract.md` §16), start, and allow. */
async function consentOnTheIdpPage(authorizationUrl: URL): Promise<URL> {
  const query = authorizationUrl.searchParams;
  const request = {
    client_id: query.get('client_id'),
    redirect_uri: query.get('redirect_uri'),
    // As the widget does: the page's own response_type, empty when it has none.
    response_type: query.get('response_type') ?? '',
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
    expect(callback.searchParams.get('iss')).toBe(issuer.href);

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

/*
 * The checks of the OpenID Foundation's basic and PKCE test plans that concern the authorization
 * response, driven by openid-client: it builds each request, and it parses each callback (state,
 * iss, error) exactly as a certified relying party does.
 */
describe('openid-client against the authorization endpoint', () => {
  let config: oidc.Configuration;
  beforeEach(async () => {
    await control.upsertConnectedApp({
      client_id: CLIENT_ID,
      client_name: 'Demo',
      client_type: 'third_party',
      redirect_uris: [RP_REDIRECT_URI],
      client_secret: SECRET,
    });
    const issuer = new URL(`${emulator.httpUrl}/v1/public/${control.publicToken}`);
    config = await oidc.discovery(issuer, CLIENT_ID, undefined, oidc.ClientSecretBasic(SECRET), {
      execute: [oidc.allowInsecureRequests],
    });
    oidc.enableNonRepudiationChecks(config);
  });

  /**
   * What the widget does with the page address: with prompt=none it only submits (it never shows a
   * screen); otherwise it starts, and the user allows when asked. Answers the callback URL.
   */
  async function idpPage(authorizationUrl: URL, token: string = sessionToken): Promise<URL> {
    const query = authorizationUrl.searchParams;
    const request = {
      ...Object.fromEntries(query),
      response_type: query.get('response_type') ?? '',
      scopes: (query.get('scope') ?? '').split(' '),
    };
    let consent = false;
    if (query.get('prompt') !== 'none') {
      const started = await postSdk(emulator.httpUrl, control, '/idp/oauth/authorize/start', request, token);
      consent = started.json.data.consent_required;
    }
    const body = { ...request, consent_granted: consent };
    const submitted = await postSdk(emulator.httpUrl, control, '/idp/oauth/authorize/submit', body, token);
    expect(submitted.status).toBe(200);
    return new URL(submitted.json.data.redirect_uri);
  }

  function authorizationUrl(params: Record<string, string>) {
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: RP_REDIRECT_URI,
      scope: 'openid email',
      state: 'state-1',
      ...params,
    });
  }

  async function callbackError(params: Record<string, string>, token?: string) {
    const callback = await idpPage(authorizationUrl(params), token);
    expect(callback.searchParams.get('iss')).toBe(config.serverMetadata().issuer);
    const refused = oidc.authorizationCodeGrant(config, callback, { expectedState: 'state-1' });
    await expect(refused).rejects.toBeInstanceOf(oidc.AuthorizationResponseError);
    return (await refused.catch(
      (error: oidc.AuthorizationResponseError) => error,
    )) as oidc.AuthorizationResponseError;
  }

  it('discovery offers RS256 and the iss parameter, and ID tokens come signed with RS256', async () => {
    const metadata = config.serverMetadata();
    expect(metadata.id_token_signing_alg_values_supported).toContain('RS256');
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
    const callback = await idpPage(authorizationUrl({ nonce: 'n' }));
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: 'state-1',
      expectedNonce: 'n',
    });
    expect(JSON.parse(Buffer.from(tokens.id_token?.split('.')[0] ?? '', 'base64url').toString()).alg).toBe(
      'RS256',
    );
  });

  it('prompt=none without a session: login_required', async () => {
    const error = await callbackError({ prompt: 'none' }, control.publicToken);
    expect(error.error).toBe('login_required');
  });

  it('prompt=none before consent: consent_required; after consent: a code', async () => {
    expect((await callbackError({ prompt: 'none' })).error).toBe('consent_required');
    await idpPage(authorizationUrl({}));
    const callback = await idpPage(authorizationUrl({ prompt: 'none' }));
    const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: 'state-1' });
    expect(tokens.claims()?.sub).toBe(userId);
  });

  it('refuses a missing or unsupported response_type and the plain PKCE method at the redirect URI', async () => {
    const withoutType = authorizationUrl({});
    withoutType.searchParams.delete('response_type');
    const callback = await idpPage(withoutType);
    await expect(
      oidc.authorizationCodeGrant(config, callback, { expectedState: 'state-1' }),
    ).rejects.toMatchObject({ error: 'invalid_request' });
    expect((await callbackError({ response_type: 'token' })).error).toBe('unsupported_response_type');
    const plain = { code_challenge: oidc.randomPKCECodeVerifier(), code_challenge_method: 'plain' };
    expect((await callbackError(plain)).error).toBe('invalid_request');
  });

  it('ignores a scope it does not know, and signs the user in', async () => {
    const callback = await idpPage(authorizationUrl({ scope: 'openid email an-unknown-scope' }));
    const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: 'state-1' });
    expect(tokens.scope).toBe('openid email');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import {
  type AuthorizeParams,
  authorizeStart,
  authorizeSubmit,
  connectPublicApp,
  logIn,
  pkcePair,
  postForm,
  RP_LOGOUT_URI,
  RP_REDIRECT_URI,
} from '../test-support/connected-app-flows';
import { postSdk } from '../test-support/sdk-over-http';

let emulator: RunningEmulator;
let control: ControlClient;
let sessionToken: string;

const THIRD_PARTY = 'connected-app-test-third';
const FIRST_PARTY = 'connected-app-test-first';
const CONFIDENTIAL = 'connected-app-test-confidential';

beforeEach(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  await control.updateSettings({
    rbac_policy: {
      roles: [],
      resources: [],
      scopes: [
        { scope: 'read:notes', description: 'Read your notes', permissions: [] },
        { scope: 'write:notes', description: '', permissions: [] },
        { scope: 'admin:all', description: 'Everything', permissions: [] },
      ],
    },
  });
  const app = { redirect_uris: [RP_REDIRECT_URI], post_logout_redirect_uris: [RP_LOGOUT_URI] };
  await control.upsertConnectedApp({
    ...app,
    client_id: THIRD_PARTY,
    client_name: 'Notes Viewer',
    client_type: 'third_party_public',
    allowed_custom_scopes: ['read:notes', 'write:notes'],
  });
  await control.upsertConnectedApp({
    ...app,
    client_id: FIRST_PARTY,
    client_name: 'Our App',
    client_type: 'first_party_public',
  });
  await control.upsertConnectedApp({
    ...app,
    client_id: CONFIDENTIAL,
    client_name: 'Server App',
    client_type: 'third_party',
    client_logo_url: 'https://example.com/logo.png',
  });
  ({ sessionToken } = await logIn(emulator.httpUrl, control, 'ada@example.com'));
});
afterEach(async () => {
  await emulator.close();
});

const pkce = pkcePair();
const thirdParty = { client_id: THIRD_PARTY, code_challenge: pkce.challenge, state: 'st-1', nonce: 'n-1' };

function start(params: Parameters<typeof authorizeStart>[3], token = sessionToken) {
  return authorizeStart(emulator.httpUrl, control, token, params);
}
function submit(params: Parameters<typeof authorizeSubmit>[3], consentGranted: boolean) {
  return authorizeSubmit(emulator.httpUrl, control, sessionToken, params, consentGranted);
}

describe('idp/oauth/authorize/start', () => {
  it('describes the client and each scope, and asks a third-party client for consent', async () => {
    const { status, json } = await start({
      ...thirdParty,
      scopes: ['openid', 'email', 'read:notes', 'write:notes', 'full_access'],
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      user: { emails: [{ email: 'ada@example.com' }] },
      client: { client_id: THIRD_PARTY, client_name: 'Notes Viewer', client_type: 'third_party_public' },
      consent_required: true,
    });
    expect(json.data.client).not.toHaveProperty('client_logo_url');
    expect(json.data.scope_results).toEqual([
      { scope: 'openid', is_grantable: true, description: expect.any(String) },
      { scope: 'email', is_grantable: true, description: expect.any(String) },
      { scope: 'read:notes', is_grantable: true, description: 'Read your notes' },
      { scope: 'write:notes', is_grantable: true, description: '' },
      { scope: 'full_access', is_grantable: false, description: expect.any(String) },
    ]);
  });

  it('shows the logo of a client that has one', async () => {
    const { json } = await start({ client_id: CONFIDENTIAL });
    expect(json.data.client.client_logo_url).toBe('https://example.com/logo.png');
  });

  it('never asks for consent for a first-party client', async () => {
    const { json } = await start({ client_id: FIRST_PARTY, code_challenge: pkce.challenge });
    expect(json.data.consent_required).toBe(false);
  });

  it('refuses a caller without a session', async () => {
    const { status, json } = await start(thirdParty, control.publicToken);
    expect([status, json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('refuses an unknown client', async () => {
    const { status, json } = await start({ ...thirdParty, client_id: 'connected-app-test-nobody' });
    expect([status, json.error_type]).toEqual([404, 'connected_app_not_found']);
  });

  it.each([
    'http://localhost:4100/callback/',
    'http://localhost:4100/callback?x=1',
    'http://localhost:4100/CALLBACK',
    'https://evil.example/callback',
  ])('refuses the unregistered redirect URI %s, on start and on submit, without a redirect', async (uri) => {
    const started = await start({ ...thirdParty, redirect_uri: uri });
    expect([started.status, started.json.error_type]).toEqual([
      401,
      'connected_app_supplied_redirect_url_not_found_in_client',
    ]);
    expect(started.detail).toContain(`${uri} is not one of the redirect URIs registered`);
    const submitted = await submit({ ...thirdParty, redirect_uri: uri }, false);
    expect([submitted.status, submitted.json.error_type]).toEqual([
      401,
      'connected_app_supplied_redirect_url_not_found_in_client',
    ]);
    expect(JSON.stringify(submitted.json)).not.toContain('redirect_uri":');
  });

  it('drops scopes nobody defined and custom scopes the client may not have, instead of refusing', async () => {
    const { status, json } = await start({ ...thirdParty, scopes: ['openid', 'admin:all', 'delete:notes'] });
    expect(status).toBe(200);
    expect(json.data.scope_results.map((result: { scope: string }) => result.scope)).toEqual(['openid']);
    const submitted = await submit({ ...thirdParty, scopes: ['openid', 'admin:all', 'delete:notes'] }, true);
    const code = new URL(submitted.json.data.redirect_uri).searchParams.get('code');
    const tokens = await postForm(emulator.httpUrl, control, '/oauth2/token', {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: RP_REDIRECT_URI,
      client_id: THIRD_PARTY,
      code_verifier: pkce.verifier,
    });
    expect(tokens.json.scope).toBe('openid');
  });

  it('asks nothing of a request it will refuse: the submit that follows carries the refusal', async () => {
    const { status, json } = await start({ ...thirdParty, response_type: 'token' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ consent_required: false, scope_results: [] });
  });
});

/** The query of the redirect a submit answered with, and where it leads. */
async function submittedRedirect(
  params: Parameters<typeof authorizeSubmit>[3],
  consentGranted = false,
  token = sessionToken,
) {
  const { status, json } = await authorizeSubmit(emulator.httpUrl, control, token, params, consentGranted);
  expect(status).toBe(200);
  const redirect = new URL(json.data.redirect_uri);
  return {
    target: `${redirect.origin}${redirect.pathname}`,
    query: Object.fromEntries(redirect.searchParams),
    json,
  };
}

const ISSUER = () => `${emulator.httpUrl}/v1/public/${control.publicToken}`;

describe('refusals once the client and its redirect URI are known (RFC 6749 §4.1.2.1)', () => {
  it.each([
    ['an unsupported response_type', { response_type: 'token' }, 'unsupported_response_type'],
    ['a missing response_type', { response_type: '' }, 'invalid_request'],
    ['no scope the client may have', { scopes: ['admin:all', 'delete:notes'] }, 'invalid_scope'],
    ['no scope at all', { scopes: [] }, 'invalid_scope'],
    ['a public client without a PKCE challenge', { code_challenge: undefined }, 'invalid_request'],
    ['a challenge that is not S256', { code_challenge: 'plain-challenge' }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['prompt=none with another value', { prompt: 'none consent' }, 'invalid_request'],
    ['a max_age that is not a number of seconds', { max_age: '-1' }, 'invalid_request'],
  ] as [string, Partial<AuthorizeParams>, string][])(
    'sends %s back to the redirect URI with error, state and iss',
    async (_, change, error) => {
      const { target, query, json } = await submittedRedirect({ ...thirdParty, ...change }, true);
      expect(target).toBe(RP_REDIRECT_URI);
      expect(query).toEqual({ error, error_description: expect.any(String), state: 'st-1', iss: ISSUER() });
      expect(json.data).not.toHaveProperty('authorization_code');
    },
  );

  it('names the issuer a relying party discovered, whichever origin the page called', async () => {
    await control.updateSettings({ idp_authorization_url: 'http://localhost:4000/idp.html' });
    const discovered = ISSUER().replace('127.0.0.1', 'localhost');
    const document = (await (await fetch(`${discovered}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    expect(document.issuer).toBe(discovered);
    const { query } = await submittedRedirect({ ...thirdParty }, true);
    expect(query).toEqual({ code: expect.any(String), state: 'st-1', iss: discovered });
  });

  it("reads out discovery to another site's page, which cannot choose the issuer answers name", async () => {
    await control.updateSettings({ idp_authorization_url: 'http://localhost:4000/idp.html' });
    const other = ISSUER().replace('127.0.0.1', 'localhost');
    // An image on another site's page, then that page's own fetch: both read, neither recorded.
    const pages: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of pages) {
      const answer = await fetch(`${other}/.well-known/openid-configuration`, { headers });
      expect(answer.status).toBe(200);
    }
    const { query } = await submittedRedirect({ ...thirdParty }, true);
    expect(query).toMatchObject({ iss: ISSUER() });
    // Pages of the project's origins and of its connected apps' redirect URIs are relying parties.
    await control.updateSettings({ authorized_origins: ['https://app.example'] });
    const discoverFrom = (origin: string) =>
      fetch(`${other}/.well-known/openid-configuration`, { headers: { origin } });
    await discoverFrom('http://localhost:4000');
    expect((await submittedRedirect({ ...thirdParty }, true)).query).toMatchObject({ iss: ISSUER() });
    await discoverFrom(new URL(RP_REDIRECT_URI).origin);
    expect((await submittedRedirect({ ...thirdParty }, true)).query).toMatchObject({ iss: other });
  });
});

describe('prompt and max_age (OIDC Core §3.1.2.1)', () => {
  it('prompt=none without a session: login_required at the redirect URI, no screen', async () => {
    const { query } = await submittedRedirect({ ...thirdParty, prompt: 'none' }, false, control.publicToken);
    expect(query).toMatchObject({ error: 'login_required', state: 'st-1', iss: ISSUER() });
  });

  it('without a session and without prompt=none the page is told there is nobody signed in', async () => {
    const { status, json } = await authorizeSubmit(
      emulator.httpUrl,
      control,
      control.publicToken,
      thirdParty,
      true,
    );
    expect([status, json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('prompt=none with consent still to give: no question, consent_required at the redirect URI', async () => {
    const started = await start({ ...thirdParty, prompt: 'none' });
    expect(started.json.data.consent_required).toBe(false);
    const { query } = await submittedRedirect({ ...thirdParty, prompt: 'none' });
    expect(query).toMatchObject({ error: 'consent_required', state: 'st-1', iss: ISSUER() });
  });

  it('prompt=none once consent was given: a code at once', async () => {
    await submit(thirdParty, true);
    const { query } = await submittedRedirect({ ...thirdParty, prompt: 'none' });
    expect(query).toMatchObject({ code: expect.any(String), state: 'st-1', iss: ISSUER() });
  });

  it('max_age exceeded on the project clock: the page is told to sign in again, never a code with the old auth_time', async () => {
    await submit(thirdParty, true);
    await control.advanceClock(10 * 60_000);
    const within = await submittedRedirect({ ...thirdParty, max_age: '900' });
    expect(within.query).toHaveProperty('code');
    const stale = await start({ ...thirdParty, max_age: '300' });
    expect([stale.status, stale.json.error_type]).toEqual([404, 'session_not_found']);
    const { query } = await submittedRedirect({ ...thirdParty, max_age: '300' });
    expect(query).toMatchObject({ error: 'login_required', state: 'st-1', iss: ISSUER() });
  });

  it.each([
    ['prompt=login', { prompt: 'login' }],
    ['max_age=0', { max_age: '0' }],
  ])('%s: a code only for a sign-in made after the request reached the page', async (_, asks) => {
    await submit(thirdParty, true);
    const request = { ...thirdParty, ...asks, state: 'st-fresh' };
    // Signed in a moment ago, but before this request arrived: sign in again.
    const first = await start(request);
    expect([first.status, first.json.error_type]).toEqual([404, 'session_not_found']);
    expect(first.detail).toContain('sign in again');
    expect((await submittedRedirect(request)).query).toMatchObject({
      error: 'login_required',
      state: 'st-fresh',
    });

    await control.advanceClock(1_000);
    const again = await control.signIn({ email: 'ada@example.com' });
    const back = await start(request, again.session_token);
    expect(back.status).toBe(200);
    const { query } = await submittedRedirect(request, false, again.session_token);
    expect(query).toMatchObject({ code: expect.any(String), state: 'st-fresh' });

    // Another request is another moment: the sign-in before it does not count for it.
    const next = await start({ ...request, state: 'st-next' }, again.session_token);
    expect(next.json.error_type).toBe('session_not_found');
  });
});

describe('idp/oauth/authorize/submit', () => {
  it('redirects with access_denied and the state when the user denies, and issues no code', async () => {
    const { json } = await submit(thirdParty, false);
    const redirect = new URL(json.data.redirect_uri);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(RP_REDIRECT_URI);
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 'st-1',
    });
    expect(json.data).not.toHaveProperty('authorization_code');
    expect((await control.exportProject()).collections.authorization_codes).toEqual({});
  });

  it('redirects with a code and the state when the user allows, and remembers the consent', async () => {
    const { json } = await submit({ ...thirdParty, scopes: ['openid', 'read:notes'] }, true);
    const redirect = new URL(json.data.redirect_uri);
    expect(redirect.searchParams.get('code')).toBe(json.data.authorization_code);
    expect(redirect.searchParams.get('state')).toBe('st-1');
    const again = await start({ ...thirdParty, scopes: ['read:notes', 'openid'] });
    expect(again.json.data.consent_required).toBe(false);
    const more = await start({ ...thirdParty, scopes: ['openid', 'read:notes', 'email'] });
    expect(more.json.data.consent_required).toBe(true);
    const forced = await start({ ...thirdParty, scopes: ['openid'], prompt: 'consent' });
    expect(forced.json.data.consent_required).toBe(true);
  });

  it('issues a code when consent is not required, even with consent_granted false (the auto-submit)', async () => {
    const { json } = await submit({ client_id: FIRST_PARTY, code_challenge: pkce.challenge }, false);
    expect(new URL(json.data.redirect_uri).searchParams.get('code')).toBe(json.data.authorization_code);
  });

  it('keeps the query of a registered redirect URI', async () => {
    const uri = 'http://localhost:4100/callback?tenant=7';
    await control.upsertConnectedApp({
      client_id: FIRST_PARTY,
      client_name: 'Our App',
      client_type: 'first_party_public',
      redirect_uris: [uri],
    });
    const { json } = await submit(
      { client_id: FIRST_PARTY, code_challenge: pkce.challenge, redirect_uri: uri },
      true,
    );
    expect(new URL(json.data.redirect_uri).searchParams.get('tenant')).toBe('7');
  });
});

describe('oauth/logout/start', () => {
  const logout = (body: Record<string, string>) =>
    postSdk(emulator.httpUrl, control, '/oauth/logout/start', body, sessionToken);

  it('asks a third-party client’s user to confirm, and returns the post-logout URI with the state', async () => {
    const { json } = await logout({
      client_id: THIRD_PARTY,
      post_logout_redirect_uri: RP_LOGOUT_URI,
      state: 's',
    });
    expect(json.data).toMatchObject({ consent_required: true, redirect_uri: `${RP_LOGOUT_URI}?state=s` });
  });

  it('logs out without asking for a first-party client', async () => {
    const { json } = await logout({ client_id: FIRST_PARTY, post_logout_redirect_uri: RP_LOGOUT_URI });
    expect(json.data).toMatchObject({ consent_required: false, redirect_uri: RP_LOGOUT_URI });
  });

  it('logs out without asking when the id_token_hint is an ID token of this user and client', async () => {
    const tokens = await connectPublicApp(emulator.httpUrl, control, sessionToken, THIRD_PARTY);
    const hinted = await logout({
      client_id: THIRD_PARTY,
      post_logout_redirect_uri: RP_LOGOUT_URI,
      id_token_hint: tokens.json.id_token,
    });
    expect(hinted.json.data.consent_required).toBe(false);
    const forged = `${tokens.json.id_token.slice(0, -4)}AAAA`;
    const refused = await logout({
      client_id: THIRD_PARTY,
      post_logout_redirect_uri: RP_LOGOUT_URI,
      id_token_hint: forged,
    });
    expect(refused.json.data.consent_required).toBe(true);
  });

  it('refuses an unregistered post-logout redirect URI and an unknown client', async () => {
    const wrongUri = await logout({ client_id: THIRD_PARTY, post_logout_redirect_uri: RP_REDIRECT_URI });
    expect([wrongUri.status, wrongUri.json.error_type]).toEqual([
      401,
      'connected_app_supplied_redirect_url_not_found_in_client',
    ]);
    expect(wrongUri.detail).toContain(
      `${RP_REDIRECT_URI} is not one of the post-logout redirect URIs registered`,
    );
    const unknown = await logout({
      client_id: 'connected-app-test-x',
      post_logout_redirect_uri: RP_LOGOUT_URI,
    });
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'connected_app_not_found']);
  });
});

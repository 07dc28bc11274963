import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { rememberIdentity } from '../social-sign-in/identities';
import type { OAuthIdentity } from '../social-sign-in/oauth-collections';
import { signProviderIdToken } from '../social-sign-in/provider-tokens';
import { secretDigest } from '../store/secret-digest';
import { createUserWithEmail } from '../test-support/test-users';
import { startOneTap, submitOneTap } from './clientside-services';
import { OneTapRegistry, oneTapRegistryOf } from './one-tap-registry';
import { ONE_TAP_PAGE_CSP } from './page-csp';
import { promptOutcome, renderPromptPage } from './prompt-page';

const PAGE = 'http://localhost:5173';
const CLIENT_ID = 'emulator-google-client.apps.googleusercontent.com';

const ADA: OAuthIdentity = {
  provider: 'google',
  provider_subject: '1000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

function emulator() {
  const store = EmulatorStore.inMemory();
  const app = createApp(store);
  const publicToken = `public-token-test-${crypto.randomUUID()}`;
  const project = store.project(publicToken);
  const registry = oneTapRegistryOf(store);
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { store, app, publicToken, project, registry, post };
}

describe('the clientside-services page', () => {
  it('is a page that authorized origins may frame, under a strict CSP that loads only its own script', async () => {
    const { app } = emulator();
    const response = await app.request('/one-tap/clientside-services');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(
      `${ONE_TAP_PAGE_CSP}; frame-ancestors http://localhost:* http://127.0.0.1:*`,
    );
    expect(ONE_TAP_PAGE_CSP).toContain("script-src 'self'");
    expect(ONE_TAP_PAGE_CSP).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<script src="/one-tap/clientside-services.js" defer></script>');
    const script = await app.request('/one-tap/clientside-services.js');
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(await script.text()).toContain("oneTapStart: 'start'");
  });
});

describe('One Tap start (oneTapStart)', () => {
  it("answers the project's Google client id and a callback id", async () => {
    const { post, publicToken } = emulator();
    const response = await post('/one-tap/start', { publicToken, pageOrigin: PAGE });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { googleClientId: string; oauthCallbackId: string };
    expect(body.googleClientId).toBe(CLIENT_ID);
    expect(body.oauthCallbackId).toMatch(/\S{16,}/);
  });

  it('answers an empty client id when Google is disabled, which the client reports as oauth_config_not_found', () => {
    const { project, registry } = emulator();
    project.updateSettings({ ...project.settings, oauth_disabled_providers: ['google'] });
    expect(startOneTap(project, registry, { pageOrigin: PAGE }).googleClientId).toBe('');
  });

  it('refuses a project without default redirect URLs with the error types the widget explains', async () => {
    const { post, publicToken, project } = emulator();
    project.updateSettings({ ...project.settings, default_signup_redirect_url: '' });
    const signup = await post('/one-tap/start', { publicToken, pageOrigin: PAGE });
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({ error_type: 'no_signup_redirect_urls_set' });
    project.updateSettings({ ...project.settings, default_login_redirect_url: '' });
    const login = await post('/one-tap/start', { publicToken, pageOrigin: PAGE });
    expect(await login.json()).toMatchObject({ error_type: 'no_login_redirect_urls_set' });
  });

  it('refuses a page origin that is not an origin', async () => {
    const { post, publicToken } = emulator();
    const response = await post('/one-tap/start', { publicToken, pageOrigin: `${PAGE}/path` });
    expect(response.status).toBe(400);
  });
});

describe('One Tap submit (oneTapSubmit)', () => {
  async function started() {
    const context = emulator();
    const { oauthCallbackId } = startOneTap(context.project, context.registry, { pageOrigin: PAGE });
    const idToken = await signProviderIdToken(context.project, ADA, { audience: CLIENT_ID });
    return { ...context, oauthCallbackId, idToken };
  }

  it('sends a new user to the signup redirect with an oauth token, and a known one to the login redirect', async () => {
    const { project, registry, oauthCallbackId, idToken } = await started();
    const request = {
      idToken,
      oauthCallbackID: oauthCallbackId,
      loginRedirectURL: 'http://localhost:5173/login?from=one-tap',
      signupRedirectURL: 'http://localhost:5173/signup',
    };
    const first = new URL((await submitOneTap(project, registry, request)).redirect_url);
    expect(first.pathname).toBe('/signup');
    expect(first.searchParams.get('stytch_token_type')).toBe('oauth');
    const token = first.searchParams.get('token') ?? '';
    expect(project.collections.oauth_tokens.get(secretDigest(token))).toMatchObject({
      provider: 'google',
      is_new_user: true,
      identity: { provider_subject: ADA.provider_subject, email: ADA.email },
    });

    createUserWithEmail(project, ADA.email, true);
    const second = new URL((await submitOneTap(project, registry, request)).redirect_url);
    expect(second.pathname).toBe('/login');
    expect(second.searchParams.get('from')).toBe('one-tap');
    expect(second.searchParams.get('stytch_token_type')).toBe('oauth');
  });

  it("uses the project's default redirect URLs when the app names none", async () => {
    const { project, registry, oauthCallbackId, idToken } = await started();
    const answer = await submitOneTap(project, registry, { idToken, oauthCallbackID: oauthCallbackId });
    expect(answer.redirect_url).toMatch(
      /^http:\/\/localhost:3000\/authenticate\?stytch_token_type=oauth&token=/,
    );
  });

  it('refuses an ID token signed for another project, or for another client id', async () => {
    const { project, registry, oauthCallbackId } = await started();
    const other = emulator();
    const foreign = await signProviderIdToken(other.project, ADA, { audience: CLIENT_ID });
    await expect(
      submitOneTap(project, registry, { idToken: foreign, oauthCallbackID: oauthCallbackId }),
    ).rejects.toMatchObject({ errorType: 'id_token_invalid' });
    const wrongAudience = await signProviderIdToken(project, ADA, { audience: 'someone-else' });
    await expect(
      submitOneTap(project, registry, { idToken: wrongAudience, oauthCallbackID: oauthCallbackId }),
    ).rejects.toMatchObject({ errorType: 'id_token_incorrect_audience' });
  });

  it('refuses a callback id no start of this project handed out, and a redirect outside the allow-list', async () => {
    const { project, registry, idToken, oauthCallbackId } = await started();
    await expect(
      submitOneTap(project, registry, { idToken, oauthCallbackID: 'made-up' }),
    ).rejects.toMatchObject({ errorType: 'oauth_invalid_callback_request' });
    await expect(
      submitOneTap(project, registry, {
        idToken,
        oauthCallbackID: oauthCallbackId,
        signupRedirectURL: 'https://evil.example/',
      }),
    ).rejects.toMatchObject({ errorType: 'no_match_for_provided_oauth_url' });
  });

  it('answers errors over HTTP as the API error envelope the frame hands the client', async () => {
    const { post, publicToken, oauthCallbackId } = await started();
    const response = await post('/one-tap/submit', {
      publicToken,
      pageOrigin: PAGE,
      idToken: 'not-a-jwt',
      oauthCallbackID: oauthCallbackId,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status_code: 400, error_type: 'id_token_invalid' });
  });
});

describe("the stand-in for Google's gsi/client", () => {
  it('is served as a script exposing google.accounts.id', async () => {
    const { app } = emulator();
    const response = await app.request('https://accounts.google.com/gsi/client', {
      headers: { host: 'accounts.google.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(await response.text()).toContain('window.google.accounts.id = { initialize, prompt, cancel }');
  });
});

describe('the One Tap prompt', () => {
  it('follows the behaviour knob with the reasons Google gives', () => {
    const identities = [ADA];
    expect(promptOutcome(undefined)).toEqual({ kind: 'not_displayed', reason: 'invalid_client' });
    expect(promptOutcome({ behaviour: 'origin_not_allowed', identities })).toEqual({
      kind: 'not_displayed',
      reason: 'unregistered_origin',
    });
    expect(promptOutcome({ behaviour: 'suppressed', identities })).toEqual({
      kind: 'not_displayed',
      reason: 'suppressed_by_user',
    });
    expect(promptOutcome({ behaviour: 'dismissed', identities })).toEqual({
      kind: 'skipped',
      reason: 'user_cancel',
    });
    expect(promptOutcome({ behaviour: 'normal', identities: [] })).toEqual({
      kind: 'not_displayed',
      reason: 'opt_out_or_no_session',
    });
    expect(promptOutcome({ behaviour: 'normal', identities })).toEqual({ kind: 'shown', identities });
  });

  it('escapes what a tester typed into an identity', () => {
    const html = renderPromptPage({
      origin: PAGE,
      clientId: CLIENT_ID,
      outcome: {
        kind: 'shown',
        identities: [{ ...ADA, name: '<img src=x onerror=alert(1)>', provider_subject: '"><script>' }],
      },
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Continue as &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('data-subject="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<h1>Sign in to localhost:5173 with Google</h1>');
  });

  it('lists the Google identities of the project whose One Tap started last on the page, under the strict CSP', async () => {
    const { app, project, registry, publicToken } = emulator();
    rememberIdentity(project, ADA);
    rememberIdentity(project, { ...ADA, provider: 'github', provider_subject: '7', name: 'Grace on GitHub' });
    startOneTap(project, registry, { pageOrigin: PAGE });
    const query = new URLSearchParams({ client_id: CLIENT_ID, origin: PAGE });
    const shown = await app.request(`/gsi/iframe/select?${query}`);
    expect(shown.headers.get('content-security-policy')).toBe(`${ONE_TAP_PAGE_CSP}; frame-ancestors ${PAGE}`);
    const html = await shown.text();
    expect(html).toContain('Continue as Ada Lovelace');
    expect(html).not.toContain('Grace on GitHub');
    expect(html).toContain('data-outcome="shown"');

    const control = await app.request(`/control/v1/projects/${publicToken}/one_tap/behaviour`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ behaviour: 'origin_not_allowed' }),
    });
    expect(control.status).toBe(200);
    const refused = await (await app.request(`/gsi/iframe/select?${query}`)).text();
    expect(refused).toContain('data-outcome="not_displayed" data-reason="unregistered_origin"');
    expect(refused).not.toContain('Continue as');

    const otherPage = new URLSearchParams({ client_id: CLIENT_ID, origin: 'http://localhost:9999' });
    expect(await (await app.request(`/gsi/iframe/select?${otherPage}`)).text()).toContain(
      'data-reason="invalid_client"',
    );
  });

  it('refuses a prompt for an origin that is no single page’s, which its framing rule would widen', async () => {
    const { app } = emulator();
    for (const wide of ['https://*', 'https://*.example', 'http://a*b.example', 'null', 'file://']) {
      const query = new URLSearchParams({ client_id: CLIENT_ID, origin: wide });
      const response = await app.request(`/gsi/iframe/select?${query}`);
      expect(response.status, wide).toBe(400);
      expect(response.headers.get('content-security-policy') ?? '', wide).not.toContain(
        'frame-ancestors https://*',
      );
    }
  });

  it('hands back an ID token for the chosen identity, for the client id, that submit accepts', async () => {
    const { post, project, registry } = emulator();
    rememberIdentity(project, ADA);
    const { oauthCallbackId } = startOneTap(project, registry, { pageOrigin: PAGE });
    const response = await post('/gsi/credential', {
      client_id: CLIENT_ID,
      origin: PAGE,
      provider_subject: ADA.provider_subject,
    });
    const { credential } = (await response.json()) as { credential: string };
    expect(decodeJwt(credential)).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '1000001',
    });
    const answer = await submitOneTap(project, registry, {
      idToken: credential,
      oauthCallbackID: oauthCallbackId,
    });
    expect(answer.redirect_url).toContain('stytch_token_type=oauth');

    const unknown = await post('/gsi/credential', {
      client_id: CLIENT_ID,
      origin: PAGE,
      provider_subject: 'nobody',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses behaviours it does not know', async () => {
    const { app, publicToken } = emulator();
    const response = await app.request(`/control/v1/projects/${publicToken}/one_tap/behaviour`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ behaviour: 'sometimes' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the One Tap registry', () => {
  it('pairs a prompt with the latest start from its page and client id', () => {
    const registry = new OneTapRegistry();
    registry.recordStart('public-token-test-a', { callbackId: 'a', pageOrigin: PAGE, clientId: CLIENT_ID });
    registry.recordStart('public-token-test-b', { callbackId: 'b', pageOrigin: PAGE, clientId: CLIENT_ID });
    expect(registry.projectForPrompt(PAGE, CLIENT_ID)).toBe('public-token-test-b');
    expect(registry.isCallbackOf('public-token-test-a', 'a')).toBe(true);
    expect(registry.isCallbackOf('public-token-test-b', 'a')).toBe(false);
  });
});

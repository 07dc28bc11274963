import { describe, expect, it } from 'vitest';
import { forgetServedPort, recordServedPort } from '../http/served-ports';
import { CLIENTSIDE_SERVICES_PATH } from '../one-tap/routes';
import { consentIdOf, startOAuth } from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';

const APP = 'http://localhost:3000';
const PUBLIC_SITE = 'https://news.example';

describe('the browser-SDK API answers only the project’s authorized origins', () => {
  it('serves loopback pages on any port by default, and scripts that send no Origin', async () => {
    const emulator = sdkTestClient();
    for (const origin of [APP, 'http://127.0.0.1:61234', 'http://localhost:5173']) {
      const answer = await emulator.call({ path: '/users/me', method: 'GET', headers: { origin } });
      expect(answer.json.error_type, origin).not.toBe('bad_domain_for_stytch_sdk');
    }
  });

  it('refuses another site with 400 bad_domain_for_stytch_sdk, readable by that page to say why', async () => {
    const emulator = sdkTestClient();
    emulator.project(); // as the client's bootstrap leaves it, so the request log has the project
    const answer = await emulator.call({
      path: '/passwords',
      body: { email: 'mallory@example.com', password: 'a long passphrase nobody guesses' },
      headers: { origin: PUBLIC_SITE },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status_code: 400, error_type: 'bad_domain_for_stytch_sdk' });
    expect(answer.detail).toContain('authorized_origins');
    expect(answer.headers.get('access-control-allow-origin')).toBe(PUBLIC_SITE);
    expect(emulator.project().collections.users.size).toBe(0);
  });

  it('refuses a page that hides its origin (a cross-site no-cors GET)', async () => {
    const emulator = sdkTestClient();
    const answer = await emulator.call({
      method: 'GET',
      path: `/projects/bootstrap/${emulator.publicToken}`,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('bad_domain_for_stytch_sdk');
  });

  it('follows the project setting: an added origin is served, a removed default is refused', async () => {
    const emulator = sdkTestClient();
    const patched = await emulator.call({
      method: 'PATCH',
      path: `/control/v1/projects/${emulator.publicToken}/settings`,
      body: { authorized_origins: ['https://app.example:*'] },
    });
    expect(patched.status).toBe(200);
    const bootstrap = (origin: string) =>
      emulator.call({
        method: 'GET',
        path: `/projects/bootstrap/${emulator.publicToken}`,
        headers: { origin },
      });
    expect((await bootstrap('https://app.example:8443')).status).toBe(200);
    const refused = await bootstrap(APP);
    expect([refused.status, refused.json.error_type]).toEqual([400, 'bad_domain_for_stytch_sdk']);
  });

  it('refuses settings entries that are not origins, saying which', async () => {
    const emulator = sdkTestClient();
    const answer = await emulator.call({
      method: 'PATCH',
      path: `/control/v1/projects/${emulator.publicToken}/settings`,
      body: { authorized_origins: ['https://app.example/callback'] },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain('https://app.example/callback');
  });
});

describe('every answer is what its type says', () => {
  it('marks JSON answers nosniff, errors, missing routes and public key sets too', async () => {
    const emulator = sdkTestClient();
    const bootstrap = await emulator.call({
      method: 'GET',
      path: `/projects/bootstrap/${emulator.publicToken}`,
    });
    const refused = await emulator.call({
      method: 'GET',
      path: '/users/me',
      headers: { origin: PUBLIC_SITE },
    });
    const keys = await emulator.app.request(`/v1/sessions/jwks/${emulator.publicToken}`);
    const missing = await emulator.app.request('/no/such/route');
    for (const [name, headers] of [
      ['bootstrap', bootstrap.headers],
      ['refusal', refused.headers],
      ['key set', keys.headers],
      ['no route', missing.headers],
    ] as const) {
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });
});

describe('the consent pages are pages, not an API', () => {
  it('carry no CORS and refuse to be framed', async () => {
    const emulator = sdkTestClient();
    const page = await startOAuth(emulator, 'google', { login_redirect_url: `${APP}/done` });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['another origin', { origin: 'http://localhost:4444', 'sec-fetch-site': 'same-site' }],
    ['another site', { origin: PUBLIC_SITE, 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuse a consent post from %s, leaving the consent open', async (_, headers) => {
    const emulator = sdkTestClient();
    const consentId = consentIdOf(await (await startOAuth(emulator, 'google')).text());
    const form = new URLSearchParams({ consent_id: consentId, decision: 'cancel' });
    const refused = await emulator.app.request(
      `/v1/public/oauth/google/consent?public_token=${emulator.publicToken}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      },
    );
    expect(refused.status).toBe(403);
    expect(emulator.project().collections.oauth_consents.get(consentId)).toBeDefined();
    // The page's own form (same origin; `null` under its strict referrer policy) still posts.
    const own = await emulator.app.request(
      `/v1/public/oauth/google/consent?public_token=${emulator.publicToken}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'null',
          'sec-fetch-site': 'same-origin',
        },
        body: form,
      },
    );
    expect(own.status).toBe(302);
  });

  it('never redirect to the emulator itself, whatever the allow-list says', async () => {
    const emulator = sdkTestClient();
    recordServedPort(48_123);
    try {
      const page = await startOAuth(emulator, 'google', {
        login_redirect_url: 'http://localhost:48123/v1/x',
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('no_match_for_provided_oauth_url');
      const mapped = await startOAuth(emulator, 'google', {
        login_redirect_url: 'https://api.emulator.test/v1/x',
      });
      expect(mapped.status).toBe(400);
    } finally {
      forgetServedPort(48_123);
    }
    const elsewhere = await startOAuth(emulator, 'google', {
      login_redirect_url: 'http://localhost:48123/v1/x',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('the One Tap stand-ins check the page', () => {
  const post = (emulator: ReturnType<typeof sdkTestClient>, path: string, body: unknown, headers = {}) =>
    emulator.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuse a start for a page outside the authorized origins with origin_not_allowed_for_client', async () => {
    const emulator = sdkTestClient();
    emulator.project();
    const refused = await post(emulator, '/one-tap/start', {
      publicToken: emulator.publicToken,
      pageOrigin: PUBLIC_SITE,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error_type: 'origin_not_allowed_for_client' });
    const allowed = await post(emulator, '/one-tap/start', {
      publicToken: emulator.publicToken,
      pageOrigin: APP,
    });
    expect(allowed.status).toBe(200);
  });

  it('refuse posts from other pages and bodies that are not JSON', async () => {
    const emulator = sdkTestClient();
    const body = { publicToken: emulator.publicToken, pageOrigin: APP };
    const crossSite = await post(emulator, '/one-tap/start', body, {
      origin: 'http://localhost:4444',
      'sec-fetch-site': 'same-site',
    });
    expect(crossSite.status).toBe(403);
    const textPlain = await emulator.app.request('/gsi/credential', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ client_id: 'x', origin: APP, provider_subject: '1' }),
    });
    expect(textPlain.status).toBe(415);
  });

  it('let only the authorized origins frame the clientside-services page, and only the named page frame the prompt', async () => {
    const emulator = sdkTestClient();
    const frame = await emulator.app.request(CLIENTSIDE_SERVICES_PATH);
    const csp = frame.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:* http://127.0.0.1:*');
    expect(csp).not.toContain('frame-ancestors *');
    const query = new URLSearchParams({ client_id: 'any', origin: PUBLIC_SITE });
    const prompt = await emulator.app.request(`/gsi/iframe/select?${query}`);
    expect(prompt.headers.get('content-security-policy')).toContain(`frame-ancestors ${PUBLIC_SITE}`);
  });

  it('show the prompt as not allowed on a page the project no longer authorizes', async () => {
    const emulator = sdkTestClient();
    const start = await post(emulator, '/one-tap/start', {
      publicToken: emulator.publicToken,
      pageOrigin: APP,
    });
    const { googleClientId } = (await start.json()) as { googleClientId: string };
    await emulator.call({
      method: 'PATCH',
      path: `/control/v1/projects/${emulator.publicToken}/settings`,
      body: { authorized_origins: ['https://app.example'] },
    });
    const query = new URLSearchParams({ client_id: googleClientId, origin: APP });
    const prompt = await (await emulator.app.request(`/gsi/iframe/select?${query}`)).text();
    expect(prompt).toContain('data-reason="unregistered_origin"');
    const credential = await post(emulator, '/gsi/credential', {
      client_id: googleClientId,
      origin: APP,
      provider_subject: '1',
    });
    expect(credential.status).toBe(403);
  });
});

describe('public keys and the OpenID provider API', () => {
  it('answer any origin, without credentials', async () => {
    const emulator = sdkTestClient();
    emulator.project();
    const jwks = await emulator.app.request(`/v1/sessions/jwks/${emulator.publicToken}`, {
      headers: { origin: PUBLIC_SITE },
    });
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('access-control-allow-origin')).toBe('*');
    expect(jwks.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

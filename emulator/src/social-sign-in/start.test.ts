import { describe, expect, it } from 'vitest';
import { codeChallengeFor } from '../links/pkce';
import { consentIdOf, identity, startOAuth, tokenOf } from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { CONSENTS_KEPT } from './consents';
import { rememberIdentity } from './identities';
import { OAUTH_PROVIDERS } from './providers';

const PROVIDER_NAMES = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
} as const;

/** A refused start: an HTML page with the status and the error type in it. */
async function expectErrorPage(response: Response, status: number, errorType: string) {
  const page = await response.text();
  expect(response.status, page).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page).toContain(`<code>${errorType}</code>`);
  return page;
}

describe('GET /v1/public/oauth/{provider}/start', () => {
  it.each(OAUTH_PROVIDERS)('serves %s’s consent page with its name and default scopes', async (provider) => {
    const emulator = sdkTestClient();
    const response = await startOAuth(emulator, provider);
    const page = await response.text();
    expect(response.status, page).toBe(200);
    expect(page).toContain(`<h1>Sign in with ${PROVIDER_NAMES[provider]}</h1>`);
    expect(page).toContain(
      `action="/v1/public/oauth/${provider}/consent?public_token=${emulator.publicToken}"`,
    );
  });

  it('answers an unknown provider with a 400 page naming it', async () => {
    const page = await expectErrorPage(
      await startOAuth(sdkTestClient(), 'myspace'),
      400,
      'invalid_oauth_provider',
    );
    expect(page).toContain('no OAuth provider named &quot;myspace&quot;');
  });

  it('refuses a missing, malformed or unknown public token with a page', async () => {
    const emulator = sdkTestClient();
    await expectErrorPage(
      await emulator.app.request('/v1/public/oauth/google/start'),
      400,
      'public_token_required',
    );
    await expectErrorPage(
      await emulator.app.request('/v1/public/oauth/google/start?public_token=not-a-token'),
      401,
      'unauthorized_credentials',
    );
    const unknown = `public-token-test-${crypto.randomUUID()}`;
    await expectErrorPage(
      await emulator.app.request(`/v1/public/oauth/google/start?public_token=${unknown}`),
      404,
      'project_not_found',
    );
    expect(emulator.store.existingProject(unknown)).toBeUndefined();
  });

  it('fails as oauth_config_not_found for a provider the project disables', async () => {
    const emulator = sdkTestClient();
    emulator
      .project()
      .updateSettings({ ...emulator.project().settings, oauth_disabled_providers: ['github'] });
    await expectErrorPage(await startOAuth(emulator, 'github'), 400, 'oauth_config_not_found');
    expect((await startOAuth(emulator, 'google')).status).toBe(200);
  });

  it('refuses a redirect URL outside the allow-list, for login and for signup', async () => {
    const emulator = sdkTestClient();
    for (const field of ['login_redirect_url', 'signup_redirect_url']) {
      const page = await expectErrorPage(
        await startOAuth(emulator, 'google', { [field]: 'https://evil.example/steal' }),
        400,
        'no_match_for_provided_oauth_url',
      );
      expect(page).toContain(`https://evil.example/steal (${field})`);
    }
  });

  it('uses the project defaults when the client sends no redirect URLs', async () => {
    const emulator = sdkTestClient();
    emulator.project().updateSettings({
      ...emulator.project().settings,
      default_login_redirect_url: 'http://localhost:3000/login',
      default_signup_redirect_url: 'http://localhost:3000/welcome',
    });
    const page = await (await startOAuth(emulator, 'google')).text();
    const [consent] = emulator.project().collections.oauth_consents.all();
    expect(consent?.consent_id).toBe(consentIdOf(page));
    expect(consent).toMatchObject({
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/welcome',
    });
  });

  it('fails clearly when a redirect is needed and the project has no default', async () => {
    const emulator = sdkTestClient();
    const settings = emulator.project().settings;
    emulator.project().updateSettings({ ...settings, default_login_redirect_url: '' });
    await expectErrorPage(await startOAuth(emulator, 'google'), 400, 'no_login_redirect_urls_set');
    expect(
      (await startOAuth(emulator, 'google', { login_redirect_url: 'http://localhost:3000/in' })).status,
    ).toBe(200);
    emulator.project().updateSettings({ ...settings, default_signup_redirect_url: '' });
    await expectErrorPage(await startOAuth(emulator, 'google'), 400, 'no_signup_redirect_urls_set');
  });

  it('requires a code_challenge when the project sets pkce_required_for_oauth, and records it', async () => {
    const emulator = sdkTestClient();
    emulator.project().updateSettings({ ...emulator.project().settings, pkce_required_for_oauth: true });
    const refused = await expectErrorPage(await startOAuth(emulator, 'google'), 400, 'bad_request');
    expect(refused).toContain('pkce code_challenge');
    expect(emulator.project().collections.oauth_consents.size).toBe(0);
    const challenge = codeChallengeFor('a1b2c3');
    expect((await startOAuth(emulator, 'google', { code_challenge: challenge })).status).toBe(200);
    expect(emulator.project().collections.oauth_consents.all()[0]?.code_challenge).toBe(challenge);
  });

  it('shows and records the custom scopes after the defaults, and every provider_ parameter', async () => {
    const emulator = sdkTestClient();
    const page = await (
      await startOAuth(emulator, 'github', {
        custom_scopes: 'repo read:org repo',
        provider_prompt: 'select_account',
        provider_login_hint: 'ada@example.com',
      })
    ).text();
    expect(page).toContain(
      '<li><code>read:user</code></li><li><code>user:email</code></li><li><code>repo</code></li><li><code>read:org</code></li></ul>',
    );
    expect(page).toContain('<dt><code>prompt</code></dt><dd><code>select_account</code></dd>');
    expect(page).toContain('<dt><code>login_hint</code></dt><dd><code>ada@example.com</code></dd>');
    expect(emulator.project().collections.oauth_consents.all()[0]).toMatchObject({
      scopes: ['read:user', 'user:email', 'repo', 'read:org'],
      provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
    });
  });

  it('escapes hostile identity names, emails, scopes and parameters', async () => {
    const emulator = sdkTestClient();
    rememberIdentity(
      emulator.project(),
      identity({ name: '<script>alert(1)</script>', provider_subject: '"><img src=x onerror=alert(2)>' }),
    );
    const page = await (
      await startOAuth(emulator, 'google', {
        custom_scopes: '<img/src=x>',
        'provider_<b>': '"onmouseover="alert(3)',
      })
    ).text();
    expect(page).not.toMatch(/<script>alert|<img|<b>|"onmouseover/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img/src=x&gt;');
    expect(page).toContain('&quot;onmouseover=&quot;alert(3)');
    expect(page).toContain('value="existing:&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
  });

  it('sends a strict CSP: nothing loads or runs, the style by hash, the form only here and to the app', async () => {
    const emulator = sdkTestClient();
    const response = await startOAuth(emulator, 'google', {
      signup_redirect_url: 'http://127.0.0.1:5173/new',
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self' http:\/\/localhost:3000 http:\/\/127\.0\.0\.1:5173; base-uri 'none'; frame-ancestors 'none'$/,
    );
    const page = await response.text();
    expect(page).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const style = /<style>([\s\S]*)<\/style>/.exec(page)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('labels every control and groups the choices, so the form works by keyboard and screen reader', async () => {
    const emulator = sdkTestClient();
    rememberIdentity(emulator.project(), identity());
    const page = await (await startOAuth(emulator, 'google')).text();
    const ids = [...page.matchAll(/<input type="(?!hidden)[a-z]+"[^>]*? id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'account-0',
      'account-new',
      'name',
      'email',
      'email_verified',
      'provider_subject',
      'picture_url',
      'locale',
    ]);
    for (const id of ids) expect(page, id).toContain(`<label for="${id}">`);
    expect(page).toContain('<legend>Choose an account</legend>');
    expect(page).toContain('<legend>New account</legend>');
    expect(page).toMatch(/id="account-0" value="existing:100000000000000000001" checked>/);
    // Allow comes first: Enter in a field submits with it.
    expect(page.indexOf('value="allow">Allow</button>')).toBeLessThan(
      page.indexOf('value="cancel" formnovalidate>Cancel</button>'),
    );
    expect(page).toContain('<html lang="en">');
  });

  it('offers a new random provider subject, and picks "new" when the provider knows no one', async () => {
    const emulator = sdkTestClient();
    const first = await (await startOAuth(emulator, 'google')).text();
    const second = await (await startOAuth(emulator, 'google')).text();
    const subject = (page: string) =>
      /id="provider_subject" name="provider_subject" value="(\d{21})"/.exec(page)?.[1];
    expect(subject(first)).toBeDefined();
    expect(subject(first)).not.toBe(subject(second));
    expect(first).toContain('id="account-new" value="new" checked>');
  });

  it('keeps at most a hundred consent pages open, forgetting the oldest first', async () => {
    const emulator = sdkTestClient();
    const consents = emulator.project().collections.oauth_consents;
    const first = consentIdOf(await (await startOAuth(emulator, 'google')).text());
    const second = consentIdOf(await (await startOAuth(emulator, 'google')).text());
    for (let opened = 2; opened < CONSENTS_KEPT; opened++) await startOAuth(emulator, 'google');
    expect(consents.size).toBe(CONSENTS_KEPT);
    await startOAuth(emulator, 'google');
    expect(consents.size).toBe(CONSENTS_KEPT);
    expect(consents.has(first)).toBe(false);
    expect(consents.has(second)).toBe(true);
  });

  describe('pre-answered through the control API', () => {
    it('signs in as the identity at once, for the next start only', async () => {
      const emulator = sdkTestClient();
      const ada = identity({ provider: 'github' });
      const answered = await emulator.call({
        method: 'PUT',
        path: `/control/v1/projects/${emulator.publicToken}/oauth_pre_answers/github`,
        body: { identity: ada },
      });
      expect(answered.status).toBe(200);
      const response = await startOAuth(emulator, 'github', {
        signup_redirect_url: 'http://localhost:3000/new?x=1',
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/new');
      expect(location.searchParams.get('x')).toBe('1');
      expect(tokenOf(location.href)).not.toBe('');
      expect((await startOAuth(emulator, 'github')).status).toBe(200);
    });

    it('comes back cancelled', async () => {
      const emulator = sdkTestClient();
      emulator
        .project()
        .collections.oauth_pre_answers.put('apple', { provider: 'apple', answer: { cancel: true } });
      const response = await startOAuth(emulator, 'apple');
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.searchParams.get('error')).toBe('access_denied');
      expect(location.searchParams.get('error_description')).toBe(
        'The user cancelled signing in with Apple.',
      );
      expect(location.searchParams.has('token')).toBe(false);
    });

    it("is neither spent nor opens a consent for another site's image, frame or fetch; a navigation runs", async () => {
      const emulator = sdkTestClient();
      const { oauth_pre_answers: preAnswers, oauth_consents: consents } = emulator.project().collections;
      preAnswers.put('apple', { provider: 'apple', answer: { cancel: true } });
      const start = `/v1/public/oauth/apple/start?${new URLSearchParams({ public_token: emulator.publicToken })}`;
      const asked = (mode: string, dest: string) =>
        emulator.app.request(start, {
          headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': mode, 'sec-fetch-dest': dest },
        });
      for (const [mode, dest, named] of [
        ['no-cors', 'image', 'image'],
        ['navigate', 'iframe', 'iframe'],
        ['cors', 'empty', 'a cors fetch'],
      ] as const) {
        const page = await expectErrorPage(await asked(mode, dest), 403, 'cross_origin_request_refused');
        expect(page).toContain(`asked for it as ${named}, not as a navigation`);
      }
      // A prefetch is no navigation the user sees, whatever its other headers say.
      const prefetched = await emulator.app.request(start, {
        headers: {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          'sec-purpose': 'prefetch',
        },
      });
      await expectErrorPage(prefetched, 403, 'cross_origin_request_refused');
      expect(preAnswers.has('apple')).toBe(true);
      expect(consents.size).toBe(0);
      // Sent there by a page, as an app sends the browser: the start runs, as the provider's does.
      expect((await asked('navigate', 'document')).status).toBe(302);
      expect(preAnswers.has('apple')).toBe(false);
    });

    it('still refuses a start that is not allowed', async () => {
      const emulator = sdkTestClient();
      emulator
        .project()
        .collections.oauth_pre_answers.put('apple', { provider: 'apple', answer: { cancel: true } });
      await expectErrorPage(
        await startOAuth(emulator, 'apple', { login_redirect_url: 'https://evil.example/' }),
        400,
        'no_match_for_provided_oauth_url',
      );
      expect(emulator.project().collections.oauth_pre_answers.has('apple')).toBe(true);
    });
  });
});

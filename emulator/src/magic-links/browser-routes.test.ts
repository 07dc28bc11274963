import { describe, expect, it } from 'vitest';
import { codeChallengeFor } from '../links/pkce';
import { listMessages } from '../messages/inbox';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

function latestEmail(emulator: Emulator, to: string) {
  const message = listMessages(emulator.project(), { to, channel: 'email' })[0];
  if (!message?.link) throw new Error(`no email with a link to ${to}`);
  return { ...message, url: new URL(message.link) };
}

function tokenSentTo(emulator: Emulator, to: string): string {
  return latestEmail(emulator, to).url.searchParams.get('token') ?? '';
}

async function sendLink(emulator: Emulator, body: Record<string, unknown>) {
  return emulator.call({ path: '/magic_links/email/login_or_create', body });
}

async function authenticate(emulator: Emulator, body: Record<string, unknown>, sessionToken?: string) {
  return emulator.call({
    path: '/magic_links/authenticate',
    body: { session_duration_minutes: 60, ...body },
    ...(sessionToken ? { sessionToken } : {}),
  });
}

function allowRedirects(emulator: Emulator, ...redirectUrls: string[]) {
  const project = emulator.project();
  project.updateSettings({ ...project.settings, redirect_urls: redirectUrls });
}

describe('magic link login_or_create', () => {
  it('creates an active user and emails a signup link to the default signup URL', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await sendLink(emulator, { email: 'New.User@Example.com' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      user_created: true,
      user_id: expect.any(String),
      email_id: expect.any(String),
    });

    const user = emulator.project().collections.users.get(json.data.user_id);
    expect(user).toMatchObject({
      status: 'active',
      emails: [{ email: 'new.user@example.com', verified: false }],
    });

    const email = latestEmail(emulator, 'new.user@example.com');
    expect(`${email.url.origin}${email.url.pathname}`).toBe('http://localhost:3000/authenticate');
    expect(email.url.searchParams.get('stytch_token_type')).toBe('magic_links');
    expect(email.url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email.text).toContain(email.link);
    expect(email.subject).toBe('Your account creation request for Emulator');
  });

  it('creates a pending user when create_user_as_pending is true, who stays pending until the link is used', async () => {
    const emulator = sdkTestClient();
    const { json } = await sendLink(emulator, { email: 'a@example.com', create_user_as_pending: true });
    const userId = json.data.user_id;
    expect(emulator.project().collections.users.get(userId)?.status).toBe('pending');

    // A second send still finds a pending user, and still offers to finish signing up.
    await sendLink(emulator, { email: 'a@example.com' });
    expect(emulator.project().collections.users.get(userId)?.status).toBe('pending');
    const again = latestEmail(emulator, 'a@example.com');
    expect(again.subject).toBe('Your account creation request for Emulator');

    expect((await authenticate(emulator, { token: again.url.searchParams.get('token') })).status).toBe(200);
    expect(emulator.project().collections.users.get(userId)?.status).toBe('active');
  });

  it('creates an active user when create_user_as_pending is false', async () => {
    const emulator = sdkTestClient();
    const { json } = await sendLink(emulator, { email: 'a@example.com', create_user_as_pending: false });
    expect(emulator.project().collections.users.get(json.data.user_id)?.status).toBe('active');
  });

  it('uses the signup URL for a new user and the login URL for an active one, keeping their query', async () => {
    const emulator = sdkTestClient();
    const urls = {
      signup_magic_link_url: 'http://localhost:5173/signup?from=mail',
      login_magic_link_url: 'http://localhost:5173/login?from=mail',
    };
    await sendLink(emulator, { email: 'b@example.com', ...urls });
    const signup = latestEmail(emulator, 'b@example.com').url;
    expect(signup.pathname).toBe('/signup');
    expect(signup.searchParams.get('from')).toBe('mail');

    await authenticate(emulator, { token: signup.searchParams.get('token') });
    await sendLink(emulator, { email: 'b@example.com', ...urls });
    const login = latestEmail(emulator, 'b@example.com').url;
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('from')).toBe('mail');
    expect(login.searchParams.get('stytch_token_type')).toBe('magic_links');
  });

  it('keeps the same user for a second send to the same address', async () => {
    const emulator = sdkTestClient();
    const first = await sendLink(emulator, { email: 'c@example.com' });
    const second = await sendLink(emulator, { email: 'C@example.com' });
    expect(second.json.data).toMatchObject({ user_id: first.json.data.user_id, user_created: false });
    expect(emulator.project().collections.users.size).toBe(1);
  });
});

describe('magic link send primary and secondary', () => {
  it('refuses send/primary for an address no user has', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/magic_links/email/send/primary',
      body: { email: 'nobody@example.com' },
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('email_not_found');
  });

  it('emails a login link to an existing user with send/primary', async () => {
    const emulator = sdkTestClient();
    allowRedirects(emulator, 'http://localhost:*/', 'https://app.test/');
    const known = await emulator.login('known@example.com');
    const { status, json } = await emulator.call({
      path: '/magic_links/email/send/primary',
      body: { email: 'known@example.com', login_magic_link_url: 'https://app.test/in' },
    });
    expect(status).toBe(200);
    // A send never creates a user, so it says nothing of creating one (MagicLinksEmailSendResponse).
    expect(json.data).not.toHaveProperty('user_created');
    expect(json.data.user_id).toBe(known.user_id);
    expect(latestEmail(emulator, 'known@example.com').url.origin).toBe('https://app.test');
  });

  it('needs a live session for send/secondary', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/magic_links/email/send/secondary',
      body: { email: 'x@example.com' },
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('adds a new address to the logged-in user and adds the factor to the same session', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('first@example.com');
    const sent = await emulator.call({
      path: '/magic_links/email/send/secondary',
      body: { email: 'second@example.com' },
      sessionToken: login.session_token,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data.user_id).toBe(login.user_id);

    const { json } = await authenticate(
      emulator,
      { token: tokenSentTo(emulator, 'second@example.com') },
      login.session_token,
    );
    expect(json.data.session.session_id).toBe(login.session.session_id);
    expect(json.data.user.emails.map((e: { email: string }) => e.email)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
  });

  it('refuses send/secondary to an address that belongs to another user', async () => {
    const emulator = sdkTestClient();
    await emulator.login('taken@example.com');
    const other = await emulator.login('me@example.com');
    const { status, json } = await emulator.call({
      path: '/magic_links/email/send/secondary',
      body: { email: 'taken@example.com' },
      sessionToken: other.session_token,
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('duplicate_email');
  });
});

describe('magic link authenticate', () => {
  it('logs the user in, verifies the email and names the factor', async () => {
    const emulator = sdkTestClient();
    const sent = await sendLink(emulator, { email: 'd@example.com' });
    const before = Date.now();
    const { status, json } = await authenticate(emulator, {
      token: tokenSentTo(emulator, 'd@example.com'),
      session_duration_minutes: 90,
    });
    expect(status).toBe(200);
    const data = json.data;
    expect(data).toMatchObject({
      user_id: sent.json.data.user_id,
      method_id: sent.json.data.email_id,
      user: { status: 'active', emails: [{ email: 'd@example.com', verified: true }] },
      session: {
        user_id: sent.json.data.user_id,
        authentication_factors: [
          {
            type: 'magic_link',
            delivery_method: 'email',
            email_factor: { email_id: sent.json.data.email_id, email_address: 'd@example.com' },
          },
        ],
      },
    });
    expect(data.session_token).toMatch(/.+/);
    expect(data.session_jwt.split('.')).toHaveLength(3);
    const lifetime = Date.parse(data.session.expires_at) - before;
    expect(lifetime).toBeGreaterThan(89 * 60_000);
    expect(lifetime).toBeLessThan(91 * 60_000);
  });

  it('works once: a used link is refused', async () => {
    const emulator = sdkTestClient();
    await sendLink(emulator, { email: 'e@example.com' });
    const token = tokenSentTo(emulator, 'e@example.com');
    expect((await authenticate(emulator, { token })).status).toBe(200);
    const { status, json, detail } = await authenticate(emulator, { token });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_magic_link');
    expect(detail).toMatch(/used/);
  });

  it('refuses a link after the login expiry it was sent with', async () => {
    const emulator = sdkTestClient();
    await emulator.login('f@example.com');
    await sendLink(emulator, { email: 'f@example.com', login_expiration_minutes: 10 });
    const token = tokenSentTo(emulator, 'f@example.com');
    emulator.project().clock.change({ advance_ms: 11 * 60_000 });
    const { status, json, detail } = await authenticate(emulator, { token });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_magic_link');
    expect(detail).toMatch(/expired/);
  });

  it('keeps a link valid for 30 minutes by default', async () => {
    const emulator = sdkTestClient();
    await sendLink(emulator, { email: 'g@example.com' });
    const token = tokenSentTo(emulator, 'g@example.com');
    emulator.project().clock.change({ advance_ms: 29 * 60_000 });
    expect((await authenticate(emulator, { token })).status).toBe(200);

    await sendLink(emulator, { email: 'g@example.com' });
    const later = tokenSentTo(emulator, 'g@example.com');
    emulator.project().clock.change({ advance_ms: 31 * 60_000 });
    expect((await authenticate(emulator, { token: later })).status).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await authenticate(emulator, { token: 'not-a-real-token' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('magic_link_not_found');
  });

  it('needs the session duration', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path: '/magic_links/authenticate', body: { token: 't' } });
    expect(status).toBe(400);
    expect(json.error_type).toBe('invalid_session_duration_minutes');
  });
});

describe('magic link PKCE', () => {
  const verifier = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

  it('verifies the code_verifier when the link was sent with a challenge', async () => {
    const emulator = sdkTestClient();
    await sendLink(emulator, { email: 'h@example.com', code_challenge: codeChallengeFor(verifier) });
    const token = tokenSentTo(emulator, 'h@example.com');

    const missing = await authenticate(emulator, { token });
    expect(missing.status).toBe(400);
    expect(missing.json.error_type).toBe('pkce_expected_code_verifier');

    const wrong = await authenticate(emulator, { token, code_verifier: 'some-other-verifier' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error_type).toBe('pkce_mismatch');

    // Failed PKCE attempts leave the link usable, so the client's retry with its other verifier works.
    const right = await authenticate(emulator, { token, code_verifier: verifier });
    expect(right.status).toBe(200);
  });

  it('refuses a code_verifier for a link sent without a challenge, and keeps the link usable', async () => {
    const emulator = sdkTestClient();
    await sendLink(emulator, { email: 'h2@example.com' });
    const token = tokenSentTo(emulator, 'h2@example.com');
    const refused = await authenticate(emulator, { token, code_verifier: verifier });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('pkce_did_not_expect_code_verifier');
    // The message names PKCE, so the client retries without a verifier.
    expect(refused.detail).toContain('pkce');
    expect((await authenticate(emulator, { token })).status).toBe(200);
  });

  it('refuses a send without a challenge with bad_request when the project requires PKCE for magic links', async () => {
    const emulator = sdkTestClient();
    const project = emulator.project();
    project.updateSettings({ ...project.settings, pkce_required_for_email_magic_links: true });
    const { status, json, detail } = await sendLink(emulator, { email: 'i@example.com' });
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
    expect(detail).toContain('pkce code_challenge');
    expect(detail).toContain('pkce_required_for_email_magic_links');
    expect(listMessages(project)).toHaveLength(0);
  });
});

describe('magic link redirect URLs', () => {
  it.each([
    ['login_magic_link_url', 'https://evil.test/login'],
    ['signup_magic_link_url', 'http://localhost.evil.test:5173/signup'],
  ])(
    'refuses a %s outside redirect_urls, naming it and how to allow it, and sends nothing',
    async (field, url) => {
      const emulator = sdkTestClient();
      const { status, json, detail } = await sendLink(emulator, { email: 'k@example.com', [field]: url });
      expect(status).toBe(400);
      expect(json.error_type).toBe('no_match_for_provided_magic_link_url');
      expect(detail).toContain(url);
      expect(detail).toContain(field);
      expect(detail).toContain('http://localhost:*/, http://127.0.0.1:*/');
      expect(detail).toContain(`PATCH /control/v1/projects/${emulator.publicToken}/settings`);
      expect(listMessages(emulator.project())).toHaveLength(0);
      expect(emulator.project().collections.users.size).toBe(0);
    },
  );

  it('refuses a login link for an existing user when the URL is not allowed', async () => {
    const emulator = sdkTestClient();
    await emulator.login('known@example.com');
    const { status, json } = await emulator.call({
      path: '/magic_links/email/send/primary',
      body: { email: 'known@example.com', login_magic_link_url: 'http://127.0.0.1.evil.test:5173/' },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('no_match_for_provided_magic_link_url');
    expect(listMessages(emulator.project())).toHaveLength(0);
  });

  it('refuses a project default that redirect_urls do not allow', async () => {
    const emulator = sdkTestClient();
    allowRedirects(emulator, 'https://app.test/');
    const { status, json, detail } = await sendLink(emulator, { email: 'l@example.com' });
    expect(status).toBe(400);
    expect(json.error_type).toBe('no_match_for_provided_magic_link_url');
    expect(detail).toContain("http://localhost:3000/authenticate (the project's default_");
    expect(listMessages(emulator.project())).toHaveLength(0);
  });

  it('allows a URL under an added entry, on any port when the entry says *', async () => {
    const emulator = sdkTestClient();
    allowRedirects(emulator, 'http://localhost:*/', 'https://app.test:*/auth');
    const { status } = await sendLink(emulator, {
      email: 'm@example.com',
      login_magic_link_url: 'https://app.test:8443/auth/login',
      signup_magic_link_url: 'https://app.test/auth/signup?from=mail',
    });
    expect(status).toBe(200);
    expect(latestEmail(emulator, 'm@example.com').url.pathname).toBe('/auth/signup');
  });
});

describe('magic link request validation', () => {
  it.each([
    [{}, 'invalid_email'],
    [{ email: 42 }, 'invalid_email'],
    [{ email: 'not-an-address' }, 'invalid_email'],
    [{ email: 'j@example.com', login_magic_link_url: '/relative' }, 'invalid_login_magic_link_url'],
    [
      { email: 'j@example.com', signup_magic_link_url: 'javascript:alert(1)' },
      'invalid_signup_magic_link_url',
    ],
    [{ email: 'j@example.com', login_expiration_minutes: 1 }, 'invalid_expiration'],
    [{ email: 'j@example.com', signup_expiration_minutes: 'soon' }, 'invalid_expiration'],
    [{ email: 'j@example.com', code_challenge: '' }, 'invalid_pkce_code_challenge'],
  ])('answers %j with 400 %s and sends nothing', async (body, errorType) => {
    const emulator = sdkTestClient();
    const { status, json } = await sendLink(emulator, body);
    expect(status).toBe(400);
    expect(json.error_type).toBe(errorType);
    expect(listMessages(emulator.project())).toHaveLength(0);
  });
});

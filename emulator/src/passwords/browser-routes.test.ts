import { describe, expect, it, vi } from 'vitest';
import { seedUserSchema } from '../control/schemas';
import { seedUser } from '../control/seed-user';
import { codeChallengeFor } from '../links/pkce';
import { listMessages } from '../messages/inbox';
import { projectSigningKey } from '../signing-keys/project-signing-key';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { verifyPassword } from './password-hash';

// Wrapped, so tests can see that an unknown email is checked against a hash like a real one.
vi.mock('./password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password-hash')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

type Emulator = ReturnType<typeof sdkTestClient>;

const STRONG = 'violet-tractor-umbrella-1987';
const STRONGER = 'quiet-harbour-lantern-5521';

function seed(emulator: Emulator, email: string, password: string, requiresReset = false) {
  const input = seedUserSchema.parse({ email, password, password_requires_reset: requiresReset });
  return seedUser(emulator.project(), input);
}

function resetEmail(emulator: Emulator, to: string) {
  const message = listMessages(emulator.project(), { to, channel: 'email' })[0];
  if (!message?.link) throw new Error(`no reset email to ${to}`);
  const loginLink = /https?:\/\/\S*stytch_token_type=login\S*/.exec(message.text)?.[0];
  return { ...message, url: new URL(message.link), loginUrl: loginLink ? new URL(loginLink) : undefined };
}

function setLuds(emulator: Emulator, minLength: number, minComplexity: 1 | 2 | 3 | 4) {
  const project = emulator.project();
  project.updateSettings({
    ...project.settings,
    password_policy: { policy: 'luds', min_length: minLength, min_complexity: minComplexity },
  });
}

describe('password create', () => {
  it('creates an active user with the password and logs it in with a knowledge factor', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/passwords',
      body: { email: 'New@Example.com', password: STRONG, session_duration_minutes: 60 },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      email_id: expect.any(String),
      user: {
        status: 'active',
        emails: [{ email: 'new@example.com', verified: false }],
        password: { password_id: expect.any(String), requires_reset: false },
      },
      session: { authentication_factors: [{ type: 'password', delivery_method: 'knowledge' }] },
    });
    expect(json.data.user.emails[0].email_id).toBe(json.data.email_id);
    expect(json.data.session_token).toMatch(/.+/);
  });

  it('refuses an email that already has a user', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'taken@example.com', STRONG);
    const { status, json } = await emulator.call({
      path: '/passwords',
      body: { email: 'TAKEN@example.com', password: STRONGER, session_duration_minutes: 60 },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('duplicate_email');
  });

  it('refuses a weak password with weak_password and the strength check in the details', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/passwords',
      body: { email: 'weak@example.com', password: 'abcabcabc', session_duration_minutes: 60 },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('weak_password');
    expect(json.error_details).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn' });
    expect(emulator.project().collections.users.size).toBe(0);
  });

  it('refuses a breached password even when it meets the LUDS rules', async () => {
    const emulator = sdkTestClient();
    setLuds(emulator, 8, 4);
    const { status, json } = await emulator.call({
      path: '/passwords',
      body: { email: 'leak@example.com', password: 'P@ssw0rd', session_duration_minutes: 60 },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('weak_password');
    expect(json.error_details).toMatchObject({ breached_password: true });
  });

  it.each([
    [{ password: STRONG, session_duration_minutes: 60 }, 'invalid_email'],
    [{ email: 'bad', password: STRONG, session_duration_minutes: 60 }, 'invalid_email'],
    [{ email: 'a@example.com', session_duration_minutes: 60 }, 'bad_request'],
    [{ email: 'a@example.com', password: STRONG }, 'invalid_session_duration_minutes'],
  ])('answers %j with 400 %s', async (body, errorType) => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path: '/passwords', body });
    expect(status).toBe(400);
    expect(json.error_type).toBe(errorType);
  });
});

describe('password authenticate', () => {
  it('logs in with the right password', async () => {
    const emulator = sdkTestClient();
    const user = await seed(emulator, 'pw@example.com', STRONG);
    const { status, json } = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'pw@example.com', password: STRONG, session_duration_minutes: 60 },
    });
    expect(status).toBe(200);
    expect(json.data.user_id).toBe(user.user_id);
    expect(json.data.session.authentication_factors).toMatchObject([{ type: 'password' }]);
  });

  it.each([
    ['a wrong password', 'pw@example.com', 'not-the-password'],
    ['an unknown email', 'nobody@example.com', STRONG],
  ])('refuses %s with unauthorized_credentials', async (_case, email, password) => {
    const emulator = sdkTestClient();
    await seed(emulator, 'pw@example.com', STRONG);
    const { status, json } = await emulator.call({
      path: '/passwords/authenticate',
      body: { email, password, session_duration_minutes: 60 },
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });

  it('answers reset_password for an account whose password must be reset', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'reset@example.com', STRONG, true);
    const { status, json } = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'reset@example.com', password: STRONG, session_duration_minutes: 60 },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('reset_password');
  });

  it('answers a wrong password for an account that must reset with unauthorized_credentials, not reset_password', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'reset@example.com', STRONG, true);
    const { status, json } = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'reset@example.com', password: 'not-the-password', session_duration_minutes: 60 },
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });

  it('checks the password of an unknown email against a hash, as long as for a real account', async () => {
    const emulator = sdkTestClient();
    vi.mocked(verifyPassword).mockClear();
    const { status } = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'nobody@example.com', password: STRONG, session_duration_minutes: 60 },
    });
    expect(status).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
  });
});

describe('concurrent sign-ups of one email', () => {
  it('let exactly one POST /passwords create the user', async () => {
    const emulator = sdkTestClient();
    const body = { email: 'race@example.com', password: STRONG, session_duration_minutes: 60 };
    const answers = await Promise.all([1, 2].map(() => emulator.call({ path: '/passwords', body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(emulator.project().collections.users.size).toBe(1);
  });

  it('let exactly one seed create the user', async () => {
    const emulator = sdkTestClient();
    const seeds = await Promise.allSettled([1, 2].map(() => seed(emulator, 'race@example.com', STRONG)));
    expect(seeds.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(emulator.project().collections.users.size).toBe(1);
  });

  it('writes the new user, its password and its session as one journal entry', async () => {
    const emulator = sdkTestClient();
    const body = { email: 'whole@example.com', password: STRONG, session_duration_minutes: 60 };
    // The project's signing key is made once, on its first session, in an entry of its own.
    await projectSigningKey(emulator.project());
    const commit = vi.spyOn(emulator.project(), 'commit');
    const writes: string[] = [];
    emulator.store.subscribe(({ write }) => writes.push(write.op === 'put' ? write.collection : write.op));
    expect((await emulator.call({ path: '/passwords', body })).status).toBe(200);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(writes).toEqual(['password_hashes', 'users', 'sessions']);
  });
});

describe('password reset by email', () => {
  async function startReset(emulator: Emulator, body: Record<string, unknown>) {
    return emulator.call({ path: '/passwords/email/reset/start', body });
  }

  async function reset(emulator: Emulator, body: Record<string, unknown>) {
    return emulator.call({ path: '/passwords/email/reset', body: { session_duration_minutes: 60, ...body } });
  }

  it('emails a reset link to the given URL, and a passwordless login link', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'r@example.com', STRONG);
    const { status } = await startReset(emulator, {
      email: 'r@example.com',
      reset_password_redirect_url: 'http://localhost:5173/reset?x=1',
      login_redirect_url: 'http://localhost:5173/login',
    });
    expect(status).toBe(200);
    const email = resetEmail(emulator, 'r@example.com');
    expect(email.url.pathname).toBe('/reset');
    expect(email.url.searchParams.get('x')).toBe('1');
    expect(email.url.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(email.text).toContain(email.link);
    expect(email.loginUrl?.pathname).toBe('/login');
  });

  it('falls back to the project default URL', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'd@example.com', STRONG);
    await startReset(emulator, { email: 'd@example.com' });
    expect(resetEmail(emulator, 'd@example.com').url.pathname).toBe('/authenticate');
  });

  it.each([
    ['reset_password_redirect_url', 'https://evil.test/reset', 'invalid_password_reset_redirect_url'],
    ['login_redirect_url', 'http://localhost.evil.test/login', 'no_match_for_provided_magic_link_url'],
  ])(
    'refuses a %s outside redirect_urls with 400 %s, naming it and how to allow it, and sends nothing',
    async (field, url, errorType) => {
      const emulator = sdkTestClient();
      await seed(emulator, 'u@example.com', STRONG);
      const { status, json, detail } = await startReset(emulator, { email: 'u@example.com', [field]: url });
      expect(status).toBe(400);
      expect(json.error_type).toBe(errorType);
      expect(detail).toContain(`${url} (${field})`);
      expect(detail).toContain('redirect_urls');
      expect(detail).toContain(`PATCH /control/v1/projects/${emulator.publicToken}/settings`);
      expect(listMessages(emulator.project())).toHaveLength(0);
      expect(emulator.project().collections.email_tokens.size).toBe(0);
    },
  );

  it('refuses the project default when redirect_urls do not allow it, and allows it once they do', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'v@example.com', STRONG);
    const project = emulator.project();
    project.updateSettings({ ...project.settings, redirect_urls: ['http://localhost:3000/app'] });
    const refused = await startReset(emulator, { email: 'v@example.com' });
    expect(refused.json).toMatchObject({
      status_code: 400,
      error_type: 'invalid_password_reset_redirect_url',
    });
    expect(refused.detail).toContain("(the project's default_login_redirect_url)");
    expect(listMessages(project)).toHaveLength(0);

    project.updateSettings({ ...project.settings, redirect_urls: ['http://localhost:3000/auth'] });
    expect((await startReset(emulator, { email: 'v@example.com' })).status).toBe(200);
  });

  it.each([
    [{ reset_password_redirect_url: '/relative' }, 'invalid_password_reset_redirect_url'],
    [{ login_redirect_url: 'javascript:alert(1)' }, 'invalid_login_redirect_url'],
    [{ reset_password_expiration_minutes: 4 }, 'invalid_expiration'],
    [{ login_expiration_minutes: 10_081 }, 'invalid_expiration'],
    [{ code_challenge: '' }, 'invalid_pkce_code_challenge'],
  ])('answers a reset start with %j as 400 %s and sends nothing', async (fields, errorType) => {
    const emulator = sdkTestClient();
    await seed(emulator, 'f@example.com', STRONG);
    const { status, json } = await startReset(emulator, { email: 'f@example.com', ...fields });
    expect(status).toBe(400);
    expect(json.error_type).toBe(errorType);
    expect(listMessages(emulator.project())).toHaveLength(0);
  });

  it('refuses to start for an unknown email', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await startReset(emulator, { email: 'nobody@example.com' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('email_not_found');
  });

  it('sets the new password once; the old one stops working and the link cannot be reused', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'r2@example.com', STRONG, true);
    await startReset(emulator, { email: 'r2@example.com' });
    const token = resetEmail(emulator, 'r2@example.com').url.searchParams.get('token');

    const done = await reset(emulator, { token, password: STRONGER });
    expect(done.status).toBe(200);
    expect(done.json.data.user.password).toMatchObject({ requires_reset: false });
    expect(done.json.data.session_token).toMatch(/.+/);

    const login = (password: string) =>
      emulator.call({
        path: '/passwords/authenticate',
        body: { email: 'r2@example.com', password, session_duration_minutes: 60 },
      });
    expect((await login(STRONGER)).status).toBe(200);
    expect((await login(STRONG)).json.error_type).toBe('unauthorized_credentials');

    const again = await reset(emulator, { token, password: 'another-fine-passphrase-77' });
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_auth_password_reset_token');
    expect(again.detail).toMatch(/used already/);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'r3@example.com', STRONG);
    await startReset(emulator, { email: 'r3@example.com' });
    const token = resetEmail(emulator, 'r3@example.com').url.searchParams.get('token');
    const weak = await reset(emulator, { token, password: 'password' });
    expect(weak.json).toMatchObject({ status_code: 400, error_type: 'weak_password' });
    expect((await reset(emulator, { token, password: STRONGER })).status).toBe(200);
  });

  it('expires the link after reset_password_expiration_minutes', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'r4@example.com', STRONG);
    await startReset(emulator, { email: 'r4@example.com', reset_password_expiration_minutes: 15 });
    const token = resetEmail(emulator, 'r4@example.com').url.searchParams.get('token');
    emulator.project().clock.change({ advance_ms: 16 * 60_000 });
    const { status, json, detail } = await reset(emulator, { token, password: STRONGER });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_password_reset_token');
    expect(detail).toMatch(/expired/);
  });

  it('refuses a token it never issued with unable_to_auth_password_reset_token', async () => {
    const emulator = sdkTestClient();
    const { status, json, detail } = await reset(emulator, { token: 'made-up', password: STRONGER });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_password_reset_token');
    expect(detail).toMatch(/No password reset link matches/);
  });

  it('refuses a code_verifier for a link sent without a code_challenge, and keeps the link usable', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'r5@example.com', STRONG);
    await startReset(emulator, { email: 'r5@example.com' });
    const token = resetEmail(emulator, 'r5@example.com').url.searchParams.get('token');
    const refused = await reset(emulator, {
      token,
      password: STRONGER,
      code_verifier: '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('pkce_did_not_expect_code_verifier');
    expect((await reset(emulator, { token, password: STRONGER })).status).toBe(200);
  });

  describe('with PKCE required for password resets', () => {
    const verifier = '9f8e7d6c5b4a39281706f5e4d3c2b1a0';

    function requirePkce(emulator: Emulator) {
      const project = emulator.project();
      project.updateSettings({ ...project.settings, pkce_required_for_password_resets: true });
    }

    it('refuses to start without a code_challenge', async () => {
      const emulator = sdkTestClient();
      requirePkce(emulator);
      await seed(emulator, 'p@example.com', STRONG);
      const { status, json, detail } = await startReset(emulator, { email: 'p@example.com' });
      expect(status).toBe(400);
      expect(json.error_type).toBe('bad_request');
      expect(detail).toContain('pkce code_challenge');
      expect(listMessages(emulator.project())).toHaveLength(0);
    });

    it('needs the matching code_verifier to reset', async () => {
      const emulator = sdkTestClient();
      requirePkce(emulator);
      await seed(emulator, 'p2@example.com', STRONG);
      await startReset(emulator, { email: 'p2@example.com', code_challenge: codeChallengeFor(verifier) });
      const token = resetEmail(emulator, 'p2@example.com').url.searchParams.get('token');

      const missing = await reset(emulator, { token, password: STRONGER });
      expect(missing.json.error_type).toBe('pkce_expected_code_verifier');
      const wrong = await reset(emulator, { token, password: STRONGER, code_verifier: 'wrong' });
      expect(wrong.json.error_type).toBe('pkce_mismatch');
      expect((await reset(emulator, { token, password: STRONGER, code_verifier: verifier })).status).toBe(
        200,
      );
    });

    it('lets the passwordless link of the reset email log in with the same verifier', async () => {
      const emulator = sdkTestClient();
      requirePkce(emulator);
      await seed(emulator, 'p3@example.com', STRONG);
      await startReset(emulator, { email: 'p3@example.com', code_challenge: codeChallengeFor(verifier) });
      const loginToken = resetEmail(emulator, 'p3@example.com').loginUrl?.searchParams.get('token');
      const { status, json } = await emulator.call({
        path: '/magic_links/authenticate',
        body: { token: loginToken, code_verifier: verifier, session_duration_minutes: 60 },
      });
      expect(status).toBe(200);
      expect(json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link' });
    });
  });
});

describe('password reset by existing password', () => {
  const path = '/passwords/existing_password/reset';

  it('replaces the password, also for an account that had to reset it', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'e@example.com', STRONG, true);
    const { status, json } = await emulator.call({
      path,
      body: {
        email: 'e@example.com',
        existing_password: STRONG,
        new_password: STRONGER,
        session_duration_minutes: 60,
      },
    });
    expect(status).toBe(200);
    expect(json.data.user.password.requires_reset).toBe(false);
    const login = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'e@example.com', password: STRONGER, session_duration_minutes: 60 },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong existing password', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'e2@example.com', STRONG);
    const { status, json } = await emulator.call({
      path,
      body: {
        email: 'e2@example.com',
        existing_password: 'nope',
        new_password: STRONGER,
        session_duration_minutes: 60,
      },
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });

  it('refuses a weak new password', async () => {
    const emulator = sdkTestClient();
    await seed(emulator, 'e3@example.com', STRONG);
    const { json } = await emulator.call({
      path,
      body: {
        email: 'e3@example.com',
        existing_password: STRONG,
        new_password: '12345678',
        session_duration_minutes: 60,
      },
    });
    expect(json.error_type).toBe('weak_password');
  });
});

describe('password reset by session', () => {
  const path = '/passwords/session/reset';

  it('sets a password for the logged-in user and keeps the session', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('s@example.com');
    const { status, json } = await emulator.call({
      path,
      body: { password: STRONG },
      sessionToken: login.session_token,
    });
    expect(status).toBe(200);
    expect(json.data.session.session_id).toBe(login.session.session_id);
    expect(json.data.user.password).toMatchObject({ requires_reset: false });
    const authenticated = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 's@example.com', password: STRONG, session_duration_minutes: 60 },
    });
    expect(authenticated.status).toBe(200);
  });

  it('needs a live session', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path, body: { password: STRONG } });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('refuses a weak password', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('s2@example.com');
    const { json } = await emulator.call({
      path,
      body: { password: 'qwerty' },
      sessionToken: login.session_token,
    });
    expect(json.error_type).toBe('weak_password');
  });
});

describe('password strength check', () => {
  const path = '/passwords/strength_check';

  it('answers every field under zxcvbn', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path,
      body: { password: STRONG, email: 'z@example.com' },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      valid_password: true,
      score: expect.any(Number),
      breached_password: false,
      breach_detection_on_create: true,
      strength_policy: 'zxcvbn',
      feedback: {
        suggestions: [],
        warning: '',
        luds_requirements: {
          has_lower_case: true,
          has_upper_case: false,
          has_digit: true,
          has_symbol: true,
          missing_complexity: 0,
          missing_characters: 0,
        },
      },
    });
    expect(json.data.score).toBeGreaterThanOrEqual(3);
  });

  it('reports missing characters and complexity under LUDS', async () => {
    const emulator = sdkTestClient();
    setLuds(emulator, 12, 3);
    const { json } = await emulator.call({ path, body: { password: 'shortone' } });
    expect(json.data).toMatchObject({
      valid_password: false,
      strength_policy: 'luds',
      feedback: { luds_requirements: { missing_characters: 4, missing_complexity: 2 } },
    });
  });

  it('flags a breached password', async () => {
    const emulator = sdkTestClient();
    const { json } = await emulator.call({ path, body: { password: 'iloveyou1' } });
    expect(json.data).toMatchObject({ valid_password: false, breached_password: true });
  });

  it('needs a password', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path, body: { email: 'a@example.com' } });
    expect(status).toBe(400);
    expect(json.error_message).toMatch(/^password: /);
  });
});

describe('the none strength policy', () => {
  const WEAK = 'abc';

  /** Set through the control API, as a developer would. */
  async function setNone(emulator: Emulator) {
    const { status, json } = await emulator.call({
      method: 'PATCH',
      path: `/control/v1/projects/${emulator.publicToken}/settings`,
      body: { password_policy: { policy: 'none' } },
    });
    expect(status).toBe(200);
    expect(json.data.settings.password_policy).toEqual({ policy: 'none' });
  }

  it('answers strength_policy "none" and calls any non-empty password valid', async () => {
    const emulator = sdkTestClient();
    await setNone(emulator);
    const { json } = await emulator.call({ path: '/passwords/strength_check', body: { password: WEAK } });
    expect(json.data).toMatchObject({
      valid_password: true,
      breached_password: false,
      strength_policy: 'none',
      feedback: { suggestions: [], warning: '' },
    });
  });

  it('still reports a breached password as breached and not valid', async () => {
    const emulator = sdkTestClient();
    await setNone(emulator);
    const { json } = await emulator.call({
      path: '/passwords/strength_check',
      body: { password: 'iloveyou1' },
    });
    expect(json.data).toMatchObject({
      valid_password: false,
      breached_password: true,
      strength_policy: 'none',
    });
  });

  it('lets a user sign up with a weak password, and refuses an empty one', async () => {
    const emulator = sdkTestClient();
    await setNone(emulator);
    const create = (email: string, password: string) =>
      emulator.call({ path: '/passwords', body: { email, password, session_duration_minutes: 60 } });
    expect((await create('weak@example.com', WEAK)).status).toBe(200);
    const empty = await create('empty@example.com', '');
    expect(empty.json).toMatchObject({ status_code: 400, error_type: 'weak_password' });
    expect(empty.detail).toMatch(/empty/);
  });

  it('takes a weak password in a reset by email and by session', async () => {
    const emulator = sdkTestClient();
    await setNone(emulator);
    await seed(emulator, 'n@example.com', STRONG);
    await emulator.call({ path: '/passwords/email/reset/start', body: { email: 'n@example.com' } });
    const token = resetEmail(emulator, 'n@example.com').url.searchParams.get('token');
    const byEmail = await emulator.call({
      path: '/passwords/email/reset',
      body: { token, password: WEAK, session_duration_minutes: 60 },
    });
    expect(byEmail.status).toBe(200);
    const bySession = await emulator.call({
      path: '/passwords/session/reset',
      body: { password: 'xyz' },
      sessionToken: byEmail.json.data.session_token,
    });
    expect(bySession.status).toBe(200);
    const login = await emulator.call({
      path: '/passwords/authenticate',
      body: { email: 'n@example.com', password: 'xyz', session_duration_minutes: 60 },
    });
    expect(login.status).toBe(200);
  });

  it('gives the client no LUDS rules in the bootstrap', async () => {
    const emulator = sdkTestClient();
    await setNone(emulator);
    const { json } = await emulator.call({
      method: 'GET',
      path: `/projects/bootstrap/${emulator.publicToken}`,
    });
    expect(json.data.password_config).toBeNull();
  });
});

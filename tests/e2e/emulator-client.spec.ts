import type { Page } from '@playwright/test';
// The harness page's globals (`window.client`), for code that runs inside it.
import type {} from '../harness/client';
import { expect, test } from '../support/fixtures';

const STRONG = 'violet-tractor-umbrella-1987';
const STRONGER = 'quiet-harbour-lantern-5521';

/**
 * Opens the harness page and waits out the client's startup session check, so a later login is
 * never raced by that check's logged-out answer.
 */
async function openClient(page: Page, publicToken: string): Promise<void> {
  const startupCheck = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
  await page.goto(`/client.html?token=${publicToken}`);
  await startupCheck;
}

/** The JSON body of the client's next POST to an SDK path. */
function nextRequestBody(page: Page, path: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/sdk/v1${path}`)
    .then((request) => request.postDataJSON());
}

async function sessionCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies.filter((c) => c.name.startsWith('stytch_session')).map((c) => [c.name, c.value]),
  );
}

/** Runs a client call in the page and returns the StytchAPIError fields it rejected with. */
async function apiErrorOf(page: Page, call: string, ...args: unknown[]) {
  return page.evaluate(
    async ({ call, args }) => {
      const path = call.split('.');
      const method = path.pop() as string;
      // biome-ignore lint/suspicious/noExplicitAny: walks the client by a dotted name chosen by the test
      const owner = path.reduce<any>((object, key) => object[key], window.client);
      try {
        await owner[method](...args);
        return null;
      } catch (error) {
        const { name, status_code, error_type } = error as {
          name: string;
          status_code: number;
          error_type: string;
        };
        return { name, status_code, error_type };
      }
    },
    { call, args },
  );
}

test.describe('the real client against the emulator', () => {
  test('magic link: send, link from the inbox, authenticate, cookies, user, session refresh, revoke', async ({
    page,
    publicToken,
    control,
  }) => {
    const email = 'ml-user@example.com';
    await openClient(page, publicToken);
    await page.evaluate(
      (email) =>
        window.client.magicLinks.email.loginOrCreate(email, {
          login_magic_link_url: 'http://localhost:5173/login?from=email',
          signup_magic_link_url: 'http://localhost:5173/signup?from=email',
        }),
      email,
    );

    const message = await control.latestMessage({ to: email, channel: 'email' });
    const link = new URL(message.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/signup');
    expect(link.searchParams.get('from')).toBe('email');
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    const token = link.searchParams.get('token') ?? '';

    const auth = await page.evaluate(
      (token) => window.client.magicLinks.authenticate(token, { session_duration_minutes: 60 }),
      token,
    );
    expect(auth.session_token).not.toBe('');
    expect(await sessionCookies(page)).toEqual({
      stytch_session: auth.session_token,
      stytch_session_jwt: auth.session_jwt,
    });

    const user = await page.evaluate(() => window.client.user.get());
    expect(user).toMatchObject({ status: 'active', emails: [{ email, verified: true }] });

    const refreshed = await page.evaluate(() =>
      window.client.session.authenticate({ session_duration_minutes: 30 }),
    );
    expect(refreshed.session.session_id).toBe(auth.session.session_id);
    expect(refreshed.session.authentication_factors).toMatchObject([
      { type: 'magic_link', delivery_method: 'email' },
    ]);

    await page.evaluate(() => window.client.session.revoke());
    expect(await sessionCookies(page)).toEqual({});
    expect(await page.evaluate(() => window.client.session.getSync())).toBeNull();
    expect(await control.sessions()).toEqual([]);

    // The link worked once only.
    expect(
      await apiErrorOf(page, 'magicLinks.authenticate', token, { session_duration_minutes: 60 }),
    ).toEqual({
      name: 'StytchAPIError',
      status_code: 401,
      error_type: 'unable_to_auth_magic_link',
    });
  });

  test('magic link with PKCE required: the client sends the challenge and proves the verifier', async ({
    page,
    publicToken,
    control,
  }) => {
    await control.updateSettings({ pkce_required_for_email_magic_links: true });
    const email = 'pkce@example.com';
    await openClient(page, publicToken);
    const sent = nextRequestBody(page, '/magic_links/email/login_or_create');
    await page.evaluate((email) => window.client.magicLinks.email.loginOrCreate(email), email);
    expect((await sent).code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = new URL((await control.latestMessage({ to: email })).link ?? '').searchParams.get('token');

    const redeemed = nextRequestBody(page, '/magic_links/authenticate');
    const auth = await page.evaluate(
      (token) => window.client.magicLinks.authenticate(token ?? '', { session_duration_minutes: 60 }),
      token,
    );
    expect((await redeemed).code_verifier).toMatch(/^[0-9a-f]+$/);
    expect(auth.user_id).toMatch(/^user-test-/);
    expect((await sessionCookies(page)).stytch_session).toBe(auth.session_token);
  });

  test('SMS passcode: a wrong code is rejected, the code from the inbox logs in', async ({
    page,
    publicToken,
    control,
  }) => {
    const phone = '+15555550123';
    await openClient(page, publicToken);
    const { method_id } = await page.evaluate((phone) => window.client.otps.sms.loginOrCreate(phone), phone);

    const { code } = await control.latestMessage({ to: phone, channel: 'sms' });
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await apiErrorOf(page, 'otps.authenticate', wrong, method_id, { session_duration_minutes: 30 }),
    ).toEqual({
      name: 'StytchAPIError',
      status_code: 404,
      error_type: 'otp_code_not_found',
    });
    expect(await sessionCookies(page)).toEqual({});

    const auth = await page.evaluate(
      ({ code, method_id }) =>
        window.client.otps.authenticate(code ?? '', method_id, { session_duration_minutes: 30 }),
      { code, method_id },
    );
    expect(auth.session.authentication_factors).toMatchObject([
      { type: 'otp', delivery_method: 'sms', phone_number_factor: { phone_number: phone } },
    ]);
    expect((await sessionCookies(page)).stytch_session).toBe(auth.session_token);
    expect(await page.evaluate(() => window.client.user.get())).toMatchObject({
      phone_numbers: [{ phone_number: phone, verified: true }],
    });
  });

  test('email passcode: the code from the inbox logs in', async ({ page, publicToken, control }) => {
    const email = 'otp-user@example.com';
    await openClient(page, publicToken);
    const { method_id } = await page.evaluate(
      (email) => window.client.otps.email.loginOrCreate(email, { expiration_minutes: 5 }),
      email,
    );
    const { code } = await control.latestMessage({ to: email, channel: 'email' });
    const auth = await page.evaluate(
      ({ code, method_id }) =>
        window.client.otps.authenticate(code ?? '', method_id, { session_duration_minutes: 30 }),
      { code, method_id },
    );
    expect(auth.session.authentication_factors).toMatchObject([
      { type: 'otp', delivery_method: 'email', email_factor: { email_address: email } },
    ]);
    expect(await sessionCookies(page)).toEqual({
      stytch_session: auth.session_token,
      stytch_session_jwt: auth.session_jwt,
    });
  });

  test('password: create, authenticate, and reset by email through the inbox link', async ({
    page,
    publicToken,
    control,
  }) => {
    // PKCE on, so the reset also proves the verifier the client keeps for password resets.
    await control.updateSettings({ pkce_required_for_password_resets: true });
    const email = 'pw-user@example.com';
    await openClient(page, publicToken);

    const created = await page.evaluate(
      ({ email, password }) =>
        window.client.passwords.create({ email, password, session_duration_minutes: 60 }),
      { email, password: STRONG },
    );
    expect((await sessionCookies(page)).stytch_session).toBe(created.session_token);
    await page.evaluate(() => window.client.session.revoke());

    const login = await page.evaluate(
      ({ email, password }) =>
        window.client.passwords.authenticate({ email, password, session_duration_minutes: 60 }),
      { email, password: STRONG },
    );
    expect(login.user_id).toBe(created.user_id);
    await page.evaluate(() => window.client.session.revoke());

    const started = nextRequestBody(page, '/passwords/email/reset/start');
    await page.evaluate(
      (email) =>
        window.client.passwords.resetByEmailStart({
          email,
          reset_password_redirect_url: 'http://localhost:5173/reset',
        }),
      email,
    );
    expect((await started).code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = new URL((await control.latestMessage({ to: email, channel: 'email' })).link ?? '');
    expect(link.pathname).toBe('/reset');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');

    const reset = await page.evaluate(
      ({ token, password }) =>
        window.client.passwords.resetByEmail({ token, password, session_duration_minutes: 60 }),
      { token: link.searchParams.get('token') ?? '', password: STRONGER },
    );
    expect(reset.user_id).toBe(created.user_id);
    expect((await sessionCookies(page)).stytch_session).toBe(reset.session_token);
    await page.evaluate(() => window.client.session.revoke());

    const credentials = (password: string) => ({ email, password, session_duration_minutes: 60 });
    expect(await apiErrorOf(page, 'passwords.authenticate', credentials(STRONG))).toMatchObject({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
    const relogin = await page.evaluate(
      (body) => window.client.passwords.authenticate(body),
      credentials(STRONGER),
    );
    expect(relogin.user_id).toBe(created.user_id);
  });

  test('a password that must be reset is answered with reset_password', async ({
    page,
    publicToken,
    control,
  }) => {
    await control.seedUser({
      email: 'must-reset@example.com',
      password: STRONG,
      passwordRequiresReset: true,
    });
    await openClient(page, publicToken);
    expect(
      await apiErrorOf(page, 'passwords.authenticate', {
        email: 'must-reset@example.com',
        password: STRONG,
        session_duration_minutes: 60,
      }),
    ).toEqual({ name: 'StytchAPIError', status_code: 400, error_type: 'reset_password' });
  });

  test('strength check under zxcvbn and under LUDS, and a breached password flagged', async ({
    page,
    publicToken,
    control,
  }) => {
    await openClient(page, publicToken);
    const check = (password: string) =>
      page.evaluate(
        (password) => window.client.passwords.strengthCheck({ email: 'sc@example.com', password }),
        password,
      );

    const strong = await check(STRONG);
    expect(strong).toMatchObject({
      valid_password: true,
      strength_policy: 'zxcvbn',
      breached_password: false,
    });
    expect(strong.score).toBeGreaterThanOrEqual(3);
    const weak = await check('abcabcabc');
    expect(weak.valid_password).toBe(false);
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.warning).not.toBe('');

    const breached = await check('iloveyou1');
    expect(breached).toMatchObject({ valid_password: false, breached_password: true });

    await control.updateSettings({ password_policy: { policy: 'luds', min_length: 10, min_complexity: 3 } });
    const short = await check('Ab1!');
    expect(short).toMatchObject({
      valid_password: false,
      strength_policy: 'luds',
      feedback: { luds_requirements: { missing_characters: 6, missing_complexity: 0 } },
    });
    const simple = await check('lowercaseonly');
    expect(simple.feedback.luds_requirements).toMatchObject({ missing_characters: 0, missing_complexity: 2 });
    expect(await check('Kettle-pond7')).toMatchObject({ valid_password: true, strength_policy: 'luds' });
  });
});

import { signIn } from '@foyer/emulator/testing';
import type { Page, Response } from '@playwright/test';
// The harness page's globals (`window.client`, `window.hostLogin`).
import type {} from '../harness/widget';
import { axeResults, listViolations } from '../support/axe';
import { bringPictureFonts, consoleUrl, openConsole } from '../support/console-page';
import { expect, test } from '../support/fixtures';
import { systemFontsDrawn } from '../support/picture-fonts';
import { PROVIDER_WORDS } from '../support/provider-words';
import { magicLinkConfig, openWidget, sendMagicLink, sessionCookieNames } from '../support/widget-page';

// The console the emulator serves at `/`, driven as a developer does beside their app's page: the
// widget on the harness page, the console in a second tab, one real emulator behind both.

const EMAIL = 'ada@example.com';
const STRONG = 'purple monkey dishwasher 42';

test.describe('the emulator console', () => {
  test('shows a magic link the widget sends as it arrives, and the link signs the user in', {
    tag: '@smoke',
  }, async ({ page, context, emulator, publicToken, baseURL }) => {
    const consolePage = await context.newPage();
    await openConsole(consolePage, consoleUrl(emulator, publicToken, 'inbox'));
    await expect(consolePage.getByText('No messages for this project yet.')).toBeVisible();
    const loads = { count: 0 };
    consolePage.on('load', () => {
      loads.count += 1;
    });

    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    const message = consolePage.getByRole('listitem').filter({ hasText: EMAIL });
    await expect(message).toContainText('Signup link');
    // Pushed over the project's event stream: the console never reloaded.
    expect(loads.count).toBe(0);

    const link = message.getByRole('link', { name: /stytch_token_type=magic_links/ });
    const [appTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => appTab.evaluate(() => window.hostLogin)).toEqual({ status: 'done' });
    await expect.poll(() => sessionCookieNames(appTab)).toEqual(['stytch_session', 'stytch_session_jwt']);
    // The console marks the link it saw used, still without a reload.
    await expect(message.getByText(/^used/)).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('finds a user and edits it; a setting changed there locks it after wrong passwords; unlocked, it signs in', async ({
    page,
    context,
    emulator,
    publicToken,
    control,
  }) => {
    await control.seedUser({ email: EMAIL, password: STRONG });
    await control.seedUser({ email: 'grace@example.com' });
    const consolePage = await context.newPage();

    // The setting, changed in the console, takes effect on the next sign-in.
    await openConsole(consolePage, consoleUrl(emulator, publicToken, 'settings'));
    const threshold = consolePage.getByLabel('Lockout threshold');
    await threshold.fill('2');
    await consolePage.getByRole('button', { name: 'Save Passwords' }).click();
    await expect(
      consolePage.getByRole('status').filter({ hasText: 'Saved: Lockout threshold 10 → 2.' }),
    ).toBeVisible();
    expect((await control.settings()).password_lockout_threshold).toBe(2);

    await consolePage.getByRole('link', { name: 'Users' }).click();
    await consolePage.getByRole('searchbox', { name: 'Search users' }).fill('ADA@');
    const users = consolePage.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2);
    await users.getByRole('button', { name: EMAIL }).click();
    await consolePage.getByRole('button', { name: `Edit user ${EMAIL}` }).click();
    await consolePage.getByLabel('First name').fill('Ada');
    await consolePage.getByLabel('Last name').fill('Lovelace');
    await consolePage.getByRole('button', { name: 'Save changes' }).click();
    await expect(users.getByRole('row').filter({ hasText: EMAIL })).toContainText('Ada Lovelace');
    const [ada] = (await control.users()).filter((user) => user.emails[0]?.email === EMAIL);
    expect(ada?.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });

    await openWidget(page, { publicToken, config: { products: ['passwords'] } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const password = page.getByLabel('Password', { exact: true });
    for (const guess of ['first wrong guess', 'second wrong guess']) {
      await password.fill(guess);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized credentials.' })).toBeVisible();
    }
    await password.fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: PROVIDER_WORDS.userLocked })).toBeVisible();

    // The console saw the lock come, live; unlocking it lets the right password in.
    await expect(users.getByRole('row').filter({ hasText: EMAIL })).toContainText('Locked');
    await consolePage.getByRole('button', { name: `Unlock user ${EMAIL}` }).click();
    await expect(users.getByRole('row').filter({ hasText: EMAIL })).not.toContainText('Locked');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test("revokes a session, and the page's client finds it gone", async ({
    page,
    context,
    emulator,
    publicToken,
    baseURL,
  }) => {
    const signedIn = await signIn(context, {
      emulator: emulator.httpUrl,
      publicToken,
      email: EMAIL,
      appUrl: baseURL,
    });
    await openWidget(
      page,
      { publicToken, config: magicLinkConfig(baseURL, publicToken) },
      { expectMain: false },
    );
    expect(await page.evaluate(() => window.client.session.getSync()?.session_id)).toBe(
      signedIn.session.session_id,
    );

    const consolePage = await context.newPage();
    await openConsole(consolePage, consoleUrl(emulator, publicToken, 'sessions'));
    const sessions = consolePage.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row').filter({ hasText: EMAIL })).toBeVisible();
    await consolePage.getByRole('button', { name: `Revoke session ${signedIn.session.session_id}` }).click();
    await expect(consolePage.getByText('No sessions in this project.')).toBeVisible();

    const check = await page.evaluate(() =>
      window.client.session.authenticate().then(
        () => 'still signed in',
        (error: { error_type?: string }) => error.error_type ?? 'failed',
      ),
    );
    expect(check).toBe('session_not_found');
    await expect.poll(() => sessionCookieNames(page)).toEqual([]);
  });

  test("moves the project's clock past a passcode's expiry, and the widget is told it expired", async ({
    page,
    context,
    emulator,
    publicToken,
    control,
  }) => {
    await openWidget(page, { publicToken, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    await page.getByLabel('Phone number').fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const { code } = await control.latestMessage({ to: '+12015550123', channel: 'sms' });

    const consolePage = await context.newPage();
    await openConsole(consolePage, consoleUrl(emulator, publicToken, 'clock'));
    await consolePage.getByRole('button', { name: 'To expiry' }).click();
    await expect(
      consolePage.getByRole('status').filter({ hasText: 'Advanced past the latest pending expiry' }),
    ).toBeVisible();

    // The page's countdown still runs; the emulator goes by the project's clock, and refuses the
    // code in the provider's words.
    await page.getByLabel('Passcode').fill(code ?? '');
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'The passcode could not be authenticated because it was either already used or expired. Send another passcode to this user.',
      }),
    ).toBeVisible();
  });

  test("injects a fault with one of the provider's errors, and the widget shows it", async ({
    page,
    context,
    emulator,
    publicToken,
    baseURL,
    control,
  }) => {
    const consolePage = await context.newPage();
    await openConsole(consolePage, consoleUrl(emulator, publicToken, 'faults'));
    const form = consolePage.getByRole('form', { name: 'Inject a fault' });
    await form.getByLabel('Endpoint').fill('/magic_links/email/login_or_create');
    await form.getByLabel('Error type').fill('invalid_email');
    await expect(form.getByLabel('Status')).toHaveValue('400');
    await form.getByRole('button', { name: 'Inject fault' }).click();
    await expect(consolePage.getByRole('table', { name: 'Active faults' })).toContainText('invalid_email');

    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email address, please try again.' }),
    ).toBeVisible();
    expect(await control.messages()).toEqual([]);
    // Used up, the fault leaves the console's list on its own.
    await expect(consolePage.getByText('0 active faults')).toBeVisible();
  });

  test('is usable by keyboard alone: a view chosen takes the focus, and a user opens from the list', async ({
    page,
    emulator,
    publicToken,
    control,
  }) => {
    await control.seedUser({ email: EMAIL });
    await openConsole(page, consoleUrl(emulator, publicToken, 'inbox'));
    await page.getByRole('link', { name: 'Inbox', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Users', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused();
    await page.keyboard.type('ada');
    const user = page.getByRole('table', { name: 'Users' }).getByRole('button', { name: EMAIL });
    for (
      let presses = 0;
      presses < 4 && !(await user.evaluate((e) => e === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(user).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Edit user ${EMAIL}` })).toBeVisible();
  });

  test("loads a view's code on its own after the frame, every script compressed and cached for good", async ({
    page,
    emulator,
    publicToken,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/\/console\/assets\/[^/]+\.js$/.test(response.url())) scripts.push(response);
    });
    await openConsole(page, consoleUrl(emulator, publicToken, 'clock'));
    await expect(page.getByRole('button', { name: 'To expiry' })).toBeVisible();
    const names = scripts.map((response) => new URL(response.url()).pathname.split('/').pop() ?? '');
    expect(names.filter((name) => name.startsWith('ClockView-'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('index-'))).toHaveLength(1);
    for (const response of scripts) {
      const headers = await response.allHeaders();
      expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
  });

  test('asks once for the control token of an emulator started with one, and keeps it for the tab', async ({
    page,
  }) => {
    const { startEmulator } = await import('@foyer/emulator');
    const guarded = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
    try {
      await page.goto(consoleUrl(guarded));
      const token = page.getByLabel('Token');
      await token.fill('not the token');
      await page.getByRole('button', { name: 'Use token' }).click();
      await expect(page.getByRole('alert')).toHaveText('The emulator refused that token.');
      await token.fill(guarded.controlToken ?? '');
      await page.getByRole('button', { name: 'Use token' }).click();
      await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    } finally {
      await guarded.close();
    }
  });
});

/**
 * Expects a console picture to match, with ids, tokens, times and message texts masked: they differ
 * from run to run. A glyph at a line's start can draw past its box's edge (its side bearing), and a box
 * that starts part-way into a pixel shares that pixel with its neighbour outside the mask, so while the
 * picture is taken masked text draws no ink at all (its boxes, backgrounds and borders draw as ever).
 * That rule is adopted as a constructed stylesheet: the `style` option of a screenshot adds a <style>
 * element, which the console's CSP refuses, so it never applied here.
 */
const VARYING_TEXT = 'time, .mono, input[readonly], .message-text, .json-block';
const NO_INK = `:is(${VARYING_TEXT}), :is(${VARYING_TEXT}) * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }`;
async function expectPicture(page: Page, name: string): Promise<void> {
  await page.evaluate((css) => {
    const sheet = Object.assign(new CSSStyleSheet(), { forPicture: true });
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, NO_INK);
  try {
    await expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator(VARYING_TEXT)] });
  } finally {
    // The rest of the test (axe's contrast check among it) sees the text as it is drawn.
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !('forPicture' in sheet));
    });
  }
}

/** The views issue 32 reworked, whose pictures are also kept at 400 px. */
const NARROW_PICTURES = new Set(['inbox', 'users', 'sessions', 'settings', 'oauth', 'apps', 'access']);

/** Whether a table's row buttons (Revoke, Delete) lie inside the page's width and their own panel's. */
async function rowButtonsFit(page: Page, name: RegExp, width: number): Promise<boolean> {
  const buttons = page.getByRole('button', { name });
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const fits = await button.evaluate((element, pageWidth) => {
      const box = element.getBoundingClientRect();
      const wrap = element.closest('.table-wrap') as HTMLElement;
      const panel = wrap.getBoundingClientRect();
      return box.right <= pageWidth && box.right <= panel.right + 0.5 && wrap.scrollWidth <= wrap.clientWidth;
    }, width);
    if (!fits) return false;
  }
  return true;
}

const VIEWS = [
  ['inbox', 'Inbox'],
  ['users', 'Users'],
  ['sessions', 'Sessions'],
  ['clock', 'Clock'],
  ['faults', 'Faults'],
  ['settings', 'Settings'],
  ['oauth', 'OAuth'],
  ['apps', 'Connected apps'],
  ['access', 'Access'],
  ['requests', 'Requests'],
] as const;

test.describe('every view of the console', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe, fits 400 px and keeps its picture in the ${theme} theme`, async ({
      page,
      emulator,
      publicToken,
      control,
    }) => {
      // Ten views, each checked and drawn at two widths: more work than one flow.
      test.slow();
      // A project with something in every view: users, a session, messages, a fault, an app.
      await control.seedUser({
        email: EMAIL,
        password: STRONG,
        name: { first_name: 'Ada', last_name: 'Lovelace' },
      });
      await control.signIn({ email: 'grace@example.com' });
      await control.injectFault({
        endpoint: '/otps/authenticate',
        errorType: 'otp_code_not_found',
        count: 2,
      });
      await control.upsertConnectedApp({
        client_id: 'connected-app-test-look',
        client_name: 'Look app',
        client_type: 'third_party',
        redirect_uris: ['http://localhost:4000/callback'],
      });
      await control.addOAuthIdentity({
        provider: 'google',
        provider_subject: '1',
        name: 'Ada Lovelace',
        email: EMAIL,
        email_verified: true,
        picture_url: '',
        locale: 'en',
      });

      for (const [path, body] of [
        ['/magic_links/email/login_or_create', { email: EMAIL }],
        ['/otps/sms/login_or_create', { phone_number: '+12015550123' }],
      ] as const) {
        // As a page's client sends it; a script that names no page origin may call too.
        const sent = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
          },
          body: JSON.stringify(body),
        });
        expect(sent.status).toBe(200);
      }
      // The magic link used, so the inbox shows a spent link and Ada has a session by it.
      const { link } = await control.latestMessage({ to: EMAIL, channel: 'email' });
      const used = await fetch(`${emulator.httpUrl}/sdk/v1/magic_links/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
        },
        body: JSON.stringify({
          token: new URL(link ?? '').searchParams.get('token'),
          session_duration_minutes: 60,
        }),
      });
      expect(used.status).toBe(200);

      await page.emulateMedia({ colorScheme: theme });
      const origin = new URL(consoleUrl(emulator)).origin;
      const useFonts = await bringPictureFonts(page, origin);
      // From the last view, so that each click below chooses a new one.
      await openConsole(page, consoleUrl(emulator, publicToken, 'requests'));
      await useFonts();
      for (const [view, title] of VIEWS) {
        await page.setViewportSize({ width: 1000, height: 800 });
        await page.getByRole('link', { name: title, exact: true }).click();
        await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
        await expect(page.locator('.view-main [role="alert"]')).toHaveCount(0);
        if (view === 'users') {
          // Ada's detail, with the session her magic link started.
          await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: EMAIL }).click();
          await expect(page.getByRole('table', { name: 'Sessions of this user' })).toBeVisible();
          await page.setViewportSize({ width: 1280, height: 800 });
          expect(await rowButtonsFit(page, /^Revoke session /, 1280), 'user sessions at 1280 px').toBe(true);
          await page.setViewportSize({ width: 1000, height: 800 });
        }
        if (view === 'inbox') {
          await expect(page.getByText(/^used/)).toBeVisible();
        }
        expect(listViolations((await axeResults(page)).violations), `${view} in ${theme}`).toEqual([]);
        expect(await systemFontsDrawn(page), view).toEqual([]);
        await expectPicture(page, `console-${view}-${theme}.png`);
        await page.setViewportSize({ width: 400, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow, `${view} at 400 px`).toBeLessThanOrEqual(400);
        if (view === 'users' || view === 'sessions') {
          expect(await rowButtonsFit(page, /^Revoke session /, 400), `${view}: Revoke at 400 px`).toBe(true);
        }
        if (view === 'apps') {
          expect(await rowButtonsFit(page, /^Delete /, 400), 'apps: Delete at 400 px').toBe(true);
        }
        if (NARROW_PICTURES.has(view)) {
          expect(listViolations((await axeResults(page)).violations), `${view} at 400 px`).toEqual([]);
          await expectPicture(page, `console-${view}-${theme}-400.png`);
        }
      }
    });
  }
});

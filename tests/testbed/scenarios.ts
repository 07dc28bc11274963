import { readFile } from 'node:fs/promises';
import type { ControlClient } from '@foyer/emulator';
import { expect, type Locator, type TestInfo, test } from '@playwright/test';
import { type AxeScope, axeResults, listViolations } from '../support/axe';
import { GALLERY_SCENARIOS } from './scenarios-gallery';
import { IDP_SCENARIOS, mountDemoAppPreset } from './scenarios-idp';
import { LIVE_EDIT_SCENARIOS } from './scenarios-live-edit';
import { SESSION_SCENARIOS } from './scenarios-session';
import type { TestbedPage } from './testbed-page';

export type ScenarioContext = {
  testbed: TestbedPage;
  control: ControlClient;
  publicToken: string;
  settingsFile: string;
  testInfo: TestInfo;
  /** The badge the header shows in this runtime. */
  runtimeLabel: 'Chromium mode' | 'Electron';
  /** Quits the testbed and starts it again on the same data folder, signed out; the new testbed. */
  restart(): Promise<TestbedPage>;
};

export type Scenario = {
  title: string;
  /** In the smoke set `npm test -- --quick` runs: one scenario stands for the testbed. */
  isSmoke?: true;
  run(context: ScenarioContext): Promise<void>;
};

/** Signs in through the widget's email form and the inbox, as a developer would. */
export async function signInByMagicLink(testbed: TestbedPage, email: string): Promise<void> {
  await testbed.widget.getByRole('textbox', { name: 'Email' }).fill(email);
  await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
  await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
  const inbox = await testbed.openPanel('Inbox');
  await inbox
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Open link in testbed' })
    .click();
  await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
}

/** The one credential row of the only authenticator in the Passkeys panel. */
async function onlyCredentialRow(testbed: TestbedPage): Promise<Locator> {
  const panel = await testbed.openPanel('Passkeys');
  const authenticator = panel.getByRole('region', { name: /^Authenticator / });
  await expect(authenticator).toHaveCount(1);
  const rows = authenticator.getByRole('table', { name: /^Credentials of / }).getByRole('row');
  await expect(rows).toHaveCount(2);
  return rows.nth(1);
}

/** Approves the wallet's one waiting request from the Wallets panel, as a developer would in its prompt. */
async function approveFromWalletsPanel(testbed: TestbedPage, name: string): Promise<void> {
  const panel = await testbed.openPanel('Wallets');
  const pending = panel.getByRole('region', { name: 'Pending wallet requests' });
  await pending.getByRole('button', { name }).click();
  await expect(pending.getByRole('button', { name })).toHaveCount(0);
}

/**
 * What a developer does with the testbed, written once and run in both runtimes (the Chromium
 * mode here, Electron in tests/electron) and by `npm run qa:record`.
 */
export const SCENARIOS: readonly Scenario[] = [
  {
    title: 'opens with the privileged bridge and mounts the login widget on the last project',
    isSmoke: true,
    async run({ testbed, publicToken, testInfo, runtimeLabel }) {
      await expect(testbed.page.getByText(runtimeLabel, { exact: true })).toBeVisible();
      await expect(testbed.mountPanel.getByLabel('Public token')).toHaveValue(publicToken);
      await expect(await testbed.stateScreen()).toHaveText('Main');
      await expect(testbed.widget.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await testbed.screenshot('testbed-mount-panel', testInfo);

      // The testbed's own page, and every panel the inspector renders, are free of axe violations
      // (the widget has its own checks). The page is scanned once, each panel by itself.
      const violations = async (scope: AxeScope) =>
        listViolations((await axeResults(testbed.page, scope)).violations);
      expect(await violations({ exclude: '#foyer-widget' }), 'page').toEqual([]);
      const panels = await testbed.panelNames();
      expect(panels).toContain('State');
      for (const panel of panels) {
        await expect(await testbed.openPanel(panel)).toBeVisible();
        expect(await violations({ include: '[role="tabpanel"]' }), panel).toEqual([]);
      }

      // The inspector's tabs work from the keyboard: arrows move and select (wrapping), Home goes back.
      const [first = '', second = ''] = panels;
      const tab = (name: string) => testbed.inspector.getByRole('tab', { name, exact: true });
      await tab(panels.at(-1) ?? '').focus();
      await testbed.page.keyboard.press('ArrowRight');
      await expect(tab(first)).toBeFocused();
      await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
      await testbed.page.keyboard.press('ArrowRight');
      await expect(tab(second)).toHaveAttribute('aria-selected', 'true');
      await testbed.page.keyboard.press('Home');
      await expect(tab(first)).toHaveAttribute('aria-selected', 'true');

      // It fits a laptop's window: no sideways scroll at 1280 px, nor at 1024 px, where the inspector
      // moves under the widget.
      const page = testbed.page;
      const viewport = page.viewportSize();
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await expect.poll(overflow, `sideways scroll at ${width} px`).toBe(0);
        await expect(testbed.inspector, `inspector at ${width} px`).toBeInViewport();
        await expect(testbed.widget.getByRole('textbox', { name: 'Email' })).toBeInViewport();
      }
      if (viewport) await page.setViewportSize(viewport);
    },
  },
  {
    title: 'mounts each of the four modes',
    async run({ testbed }) {
      await testbed.mount('passwordReset', { passwordResetToken: 'reset-token-from-a-link' });
      await expect(await testbed.stateScreen()).toHaveText('PasswordResetForm');
      const panel = await testbed.openPanel('State');
      await panel.getByRole('searchbox', { name: 'Search the state' }).fill('token');
      await expect(panel.getByText('"reset-token-from-a-link"')).toBeVisible();

      // Without a signed-in user the spec's errors show in place of these two modes.
      await testbed.mount('passkeyRegistration');
      await expect(await testbed.stateScreen()).toHaveText('Error');
      await expect(testbed.widget).toContainText(
        'Cannot use PasskeyRegistration component without active user authenticated.',
      );

      await mountDemoAppPreset(testbed, 'Authorize (demo app)');
      await expect(await testbed.stateScreen()).toHaveText('Error');
      await expect(testbed.widget).toContainText('No active session detected. Please log in to continue.');
      expect(new URL(testbed.page.url()).searchParams.get('client_id')).toBe(
        'connected-app-test-foyer-demo-app',
      );

      await testbed.mount('login');
      await expect(await testbed.stateScreen()).toHaveText('Main');
      expect(new URL(testbed.page.url()).searchParams.has('client_id')).toBe(false);
    },
  },
  {
    title: 'moves to a new project with the relaxed host CSP and mounts in shadow DOM',
    async run({ testbed, publicToken, control }) {
      const panel = testbed.mountPanel;
      await panel.getByRole('checkbox', { name: 'Shadow DOM' }).check();
      await panel.getByLabel('Host CSP').selectOption('off');
      await panel.getByRole('button', { name: 'New project' }).click();
      const newToken = await panel.getByLabel('Public token').inputValue();
      expect(newToken).not.toBe(publicToken);
      await panel.getByRole('button', { name: 'Remount' }).click();

      // A new project and another CSP mean a new page: the client and the CSP belong to the page.
      await expect(testbed.page).toHaveURL(/[?&]csp=off/);
      await expect(testbed.mountStatus).toHaveText('Mounted: login');
      await expect(testbed.page.getByText(newToken, { exact: true })).toBeVisible();
      const isInShadowRoot = await testbed.widget.evaluate((host) => host.shadowRoot !== null);
      expect(isInShadowRoot).toBe(true);

      // The widget talks to the new project; the old one sees nothing.
      await testbed.widget.getByRole('textbox', { name: 'Email' }).fill('lin@example.com');
      await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
      await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
      const inbox = await testbed.openPanel('Inbox');
      await expect(inbox.getByRole('listitem').filter({ hasText: 'lin@example.com' })).toBeVisible();
      expect(await control.messages()).toEqual([]);
    },
  },
  {
    title: 'saves a preset, restores it, and restores the last one on the next start',
    async run({ testbed, settingsFile }) {
      const panel = testbed.mountPanel;
      await panel.getByRole('checkbox', { name: 'Passwords' }).check();
      await panel.getByLabel('Locale', { exact: true }).selectOption('es');
      await panel.getByPlaceholder('Preset name').fill('passwords in Spanish');
      await panel.getByRole('button', { name: 'Save preset' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
        'Saved "passwords in Spanish".',
      );

      const saved = JSON.parse(await readFile(settingsFile, 'utf8'));
      expect(saved.presets[0].name).toBe('passwords in Spanish');
      expect(saved.presets[0].settings.config.products).toEqual(['emailMagicLinks', 'passwords']);

      await panel.getByRole('checkbox', { name: 'Passwords' }).uncheck();
      await panel.getByLabel('Locale', { exact: true }).selectOption('en');
      await panel.getByLabel('Saved presets').selectOption('passwords in Spanish');
      await panel.getByRole('button', { name: 'Restore' }).click();
      await expect(panel.getByRole('checkbox', { name: 'Passwords' })).toBeChecked();
      await expect(panel.getByLabel('Locale', { exact: true })).toHaveValue('es');
      await expect(testbed.mountStatus).toHaveText('Mounted: login');

      await testbed.page.reload();
      await expect(testbed.mountStatus).toHaveText('Mounted: login');
      await expect(panel.getByRole('checkbox', { name: 'Passwords' })).toBeChecked();
      await expect(panel.getByLabel('Locale', { exact: true })).toHaveValue('es');
      await expect(panel.getByLabel('Saved presets')).toHaveValue('passwords in Spanish');
    },
  },
  {
    title:
      'from the Emulator panel: injects a fault and the widget shows the error; advances the project clock past a passcode expiry, and the widget refuses the code as expired',
    async run({ testbed, control, testInfo }) {
      await test.step("a fault injected from the Emulator panel shows as the widget's error", async () => {
        const emulatorPanel = await testbed.openPanel('Emulator');
        const form = emulatorPanel.getByRole('form', { name: 'Inject a fault' });
        await form.getByLabel('Endpoint').fill('/magic_links/email/login_or_create');
        await form.getByLabel('Error type').fill('internal_server_error');
        // The status is the provider's own for that type, filled in from the emulator's table.
        await expect(form.getByLabel('Status')).toHaveValue('500');
        await form.getByRole('button', { name: 'Inject fault' }).click();
        await expect(
          emulatorPanel.getByRole('table', { name: 'Active faults' }).getByRole('row').nth(1),
        ).toHaveText(/\/magic_links\/email\/login_or_create\s*1\s*500 internal_server_error/);
        expect(await control.faults()).toHaveLength(1);
        await testbed.screenshot('testbed-emulator-panel', testInfo);

        await testbed.widget.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
        await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
        await expect(testbed.widget).toContainText(
          'Oops, something seems to have gone wrong, please reach out to support@stytch.com to let us know what went wrong.',
        );
        await expect(await testbed.stateScreen()).toHaveText('Main');
        const events = await testbed.openPanel('Events');
        await expect(events.getByRole('row').filter({ hasText: 'onError' })).toContainText(
          'internal_server_error',
        );
      });

      await test.step('the project clock advanced past a passcode expiry makes the server refuse the code', async () => {
        const panel = testbed.mountPanel;
        await panel.getByRole('checkbox', { name: 'Email magic links' }).uncheck();
        await panel.getByRole('checkbox', { name: 'One-time passcodes' }).check();
        await panel.getByRole('checkbox', { name: 'SMS' }).check();
        await panel.getByRole('button', { name: 'Remount' }).click();
        await expect(testbed.mountStatus).toHaveText('Mounted: login');
        await testbed.widget.getByLabel('Phone number').fill('(201) 555-0123');
        await testbed.widget.getByRole('button', { name: 'Continue with text message' }).click();
        await expect(testbed.widget.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
        const { code } = await control.latestMessage({ to: '+12015550123', channel: 'sms' });
        const [otp] = Object.values((await control.exportProject()).collections.otps);

        const emulatorPanel = await testbed.openPanel('Emulator');
        const clock = emulatorPanel.getByRole('region', { name: 'Clock' });
        const offset = clock.getByLabel('Offset');
        await expect(offset).toHaveValue("none (the machine's time)");
        await clock.getByRole('button', { name: 'To expiry' }).click();
        await expect(clock.getByRole('status')).toContainText(
          `Advanced past the latest pending expiry (${otp?.expires_at})`,
        );
        expect(Date.parse(await clock.getByLabel('Project now').inputValue())).toBeGreaterThan(
          Date.parse(otp?.expires_at ?? ''),
        );
        await testbed.screenshot('testbed-emulator-clock', testInfo, clock);

        // The page's own countdown still runs on the machine's time; the server decides, by its clock,
        // and says so in the provider's words (the widget says "Your code has expired." once its
        // countdown ends).
        await testbed.widget.getByLabel('Passcode').fill(code ?? '');
        await expect(
          testbed.widget.getByRole('alert').filter({
            hasText:
              'The passcode could not be authenticated because it was either already used or expired. Send another passcode to this user.',
          }),
        ).toBeVisible();

        // A step moves the offset by exactly its amount (the now keeps running, the offset does not).
        const offsetAfterExpiry = (await offset.inputValue()).replace(' ahead of the machine', '');
        await clock.getByRole('button', { name: 'Advance 1 h' }).click();
        await expect(clock.getByRole('status')).toHaveText(/^Advanced 1 h: now /);
        await expect(offset).toHaveValue(`1 h ${offsetAfterExpiry} ahead of the machine`);
        expect((await control.clock()).offset_ms).toBeGreaterThan(60 * 60_000);
      });
    },
  },
  {
    title:
      'adds a virtual authenticator, registers a passkey in the widget, and logs in with it after a restart',
    async run({ testbed: first, control, testInfo, restart, runtimeLabel }) {
      const panel = await first.openPanel('Passkeys');
      const form = panel.getByRole('form', { name: 'New authenticator' });
      await form.getByLabel('Preset').selectOption('platform passkey');
      await form.getByRole('button', { name: 'Add authenticator' }).click();
      const authenticator = panel.getByRole('region', { name: /^Authenticator / });
      await expect(authenticator).toContainText(
        'CTAP2 over internal, supports resident keys, user verification',
      );
      await expect(authenticator.getByRole('checkbox', { name: 'User verifies' })).toBeChecked();
      await expect(authenticator).toContainText('No credentials.');

      const email = `grace-${Date.now()}@example.com`;
      await signInByMagicLink(first, email);
      if (runtimeLabel === 'Chromium mode') {
        // Another DevTools client on the page comes and goes (an inspector on the remote debugging
        // port): Chromium turns the page's authenticators off for every session, and the testbed
        // creates them again before the widget asks for one.
        await (await first.page.context().newCDPSession(first.page)).detach();
        await expect((await first.openPanel('Passkeys')).getByRole('status')).toContainText(
          'another DevTools client left the page',
        );
      }
      await first.mount('passkeyRegistration');
      await first.widget.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(first.widget.getByText('Passkey successfully created!')).toBeVisible();
      await expect(await first.stateScreen()).toHaveText('PasskeyRegistrationSuccess');
      const events = await first.openPanel('Events');
      await expect(events.getByRole('row').filter({ hasText: 'PasskeyRegister' })).toBeVisible();

      // The browser reported the new credential; the panel shows it with the user it belongs to.
      const [user] = await control.users();
      const registered = await onlyCredentialRow(first);
      await expect(registered).toContainText('localhost');
      await expect(registered).toContainText(email);
      await expect(registered).toContainText(user?.user_id ?? 'no user');
      const credentialId = (await registered.getByRole('cell').first().textContent()) ?? '';
      const signCountBefore = Number(await registered.getByRole('cell').nth(5).textContent());
      await first.screenshot('testbed-passkeys-panel', testInfo);
      const { violations } = await axeResults(first.page, { include: '[role="tabpanel"]' });
      expect(listViolations(violations)).toEqual([]);
      // The next start opens the login mode, as a developer would leave it.
      await first.mount('login');

      // A new start on the same data folder: no cookies, and the authenticator back with its key.
      const second = await restart();
      const restored = await onlyCredentialRow(second);
      await expect(restored.getByRole('cell').first()).toHaveText(credentialId);
      await expect(restored).toContainText(email);

      // The config applies to the mounted widget as it is edited: with Passkeys checked, Main asks for
      // the passkey as autofill on the email field, and the virtual authenticator answers such a
      // request at once, as a user picking the only passkey offered would. (A remount on top would
      // start a second request, and whether both signed in would depend on which came first.)
      await second.mountPanel.getByRole('checkbox', { name: /^Passkeys/ }).check();
      await expect(second.mountStatus).toHaveText('Mounted: login');
      await expect(
        second.widget.getByText('Your Passkey has been successfully authenticated.'),
      ).toBeVisible();
      const loginEvents = await second.openPanel('Events');
      // The log keeps what came before the restart's reloads too: any PasskeyAuthenticate row will do.
      await expect(
        loginEvents.getByRole('row').filter({ hasText: 'PasskeyAuthenticate' }).first(),
      ).toBeVisible();
      await expect
        .poll(async () => (await control.sessions()).filter((session) => session.user_id === user?.user_id))
        .toHaveLength(2);
      // The restored key signed: its counter moved on.
      const signed = await onlyCredentialRow(second);
      await expect
        .poll(async () => Number(await signed.getByRole('cell').nth(5).textContent()))
        .toBeGreaterThan(signCountBefore);

      // Deleted on the server, kept on the authenticator: the panel says the emulator no longer knows it.
      const [registration] = await control.webauthnRegistrations(user?.user_id);
      await control.deleteWebAuthnRegistration(
        user?.user_id ?? '',
        registration?.webauthn_registration_id ?? '',
      );
      await expect(signed).toContainText(`${email} (not registered)`);
    },
  },
  {
    title:
      'signs in with a test MetaMask wallet in Ask mode, approving from the Wallets panel, with the request log and session cookies',
    async run({ testbed, control, testInfo }) {
      const wallets = await testbed.openPanel('Wallets');
      await wallets.getByLabel('Profile').selectOption('metamask');
      const metamask = wallets.getByRole('region', { name: /^MetaMask/ });
      await metamask.getByLabel('Approval').selectOption('ask');
      await expect(metamask.getByLabel('Approval')).toHaveValue('ask');
      const address =
        (await metamask
          .getByRole('list', { name: 'MetaMask accounts' })
          .locator('.mono')
          .first()
          .textContent()) ?? '';
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // The page installs its wallets once, before the widget mounts: a new profile takes a reload.
      await wallets.getByRole('status').getByRole('button', { name: 'Reload page' }).click();
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
      await expect(
        (await testbed.openPanel('Wallets'))
          .getByRole('region', { name: /^MetaMask/ })
          .getByText('in this page'),
      ).toBeVisible();

      await testbed.mountPanel.getByRole('checkbox', { name: /^Crypto wallets/ }).check();
      await testbed.mountPanel.getByRole('button', { name: /^(Mount|Remount)$/ }).click();
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
      await testbed.widget.getByRole('button', { name: 'Continue with Metamask' }).click();
      await expect(testbed.widget.getByText('Connecting to your wallet...')).toBeVisible();

      await approveFromWalletsPanel(testbed, 'Approve eth_requestAccounts from MetaMask');
      await expect(testbed.widget.getByText('Completing signature request...')).toBeVisible();
      await approveFromWalletsPanel(testbed, 'Approve personal_sign from MetaMask');
      await expect(testbed.widget.getByText('You have successfully connected your wallet.')).toBeVisible();
      await expect(await testbed.stateScreen()).toHaveText('CryptoConfirmation');

      const log = (await testbed.openPanel('Wallets')).getByRole('table', { name: 'Wallet request log' });
      await expect(log.getByRole('row').filter({ hasText: 'eth_requestAccounts' })).toContainText(address);
      await expect(log.getByRole('row').filter({ hasText: 'personal_sign' })).toContainText(
        /"0x[0-9a-f]{130}"/,
      );
      await testbed.screenshot('testbed-wallets-panel', testInfo);

      const cookies = (await testbed.openPanel('Cookies')).getByRole('table', { name: 'Cookies' });
      await expect(cookies.getByRole('row').filter({ hasText: 'stytch_session_jwt' })).toBeVisible();
      await expect(cookies.getByRole('row').filter({ hasText: /^stytch_session(?!_jwt)/ })).toBeVisible();
      const [session] = await control.sessions();
      expect(session?.authentication_factors).toEqual([
        expect.objectContaining({
          delivery_method: 'crypto_wallet',
          crypto_wallet_factor: expect.objectContaining({
            crypto_wallet_address: address,
            crypto_wallet_type: 'ethereum',
          }),
        }),
      ]);
    },
  },
  {
    title:
      'signs up with Google through the emulated consent page inside the testbed, back with the session cookies, then logs in again pre-answered from the Emulator panel',
    async run({ testbed, control, testInfo }) {
      const email = `grace-${Date.now()}@example.com`;
      await testbed.mountPanel.getByRole('checkbox', { name: 'OAuth', exact: true }).check();
      await testbed.mountPanel.getByRole('checkbox', { name: 'Google', exact: true }).check();
      await testbed.mountPanel.getByRole('checkbox', { name: 'One Tap' }).check();
      await testbed.mountPanel.getByLabel('Position').selectOption('floating');
      const configJson = testbed.mountPanel.getByLabel('Config (JSON)');
      await expect(configJson).toHaveValue(/"one_tap": true,\s*"position": "floating"/);
      await testbed.mountPanel.getByRole('checkbox', { name: 'One Tap' }).uncheck();
      await expect(configJson).not.toHaveValue(/one_tap/);
      const mountAxe = await axeResults(testbed.page, { include: 'section.mount-panel' });
      expect(listViolations(mountAxe.violations)).toEqual([]);
      await testbed.mountPanel.getByRole('button', { name: /^(Mount|Remount)$/ }).click();
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
      await testbed.widget.getByRole('button', { name: 'Continue with Google' }).click();

      // The provider's page, in the testbed's own window.
      const { page } = testbed;
      await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe('https://api.emulator.test');
      await page.getByRole('radio', { name: 'A new Google account, described below' }).check();
      await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('checkbox', { name: 'Google has verified this email' }).check();
      await testbed.screenshot('testbed-oauth-consent-page', testInfo);
      await page.getByRole('button', { name: 'Allow' }).click();

      // Back on the testbed, which authenticated the OAuth token as a host page would.
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
      expect(new URL(page.url()).origin).toBe(testbed.origin);
      const cookies = (await testbed.openPanel('Cookies')).getByRole('table', { name: 'Cookies' });
      await expect(cookies.getByRole('row').filter({ hasText: 'stytch_session_jwt' })).toBeVisible();
      await expect(cookies.getByRole('row').filter({ hasText: /^stytch_session(?!_jwt)/ })).toBeVisible();
      const users = (await testbed.openPanel('Emulator')).getByRole('table', { name: 'Users' });
      await expect(users.getByRole('row').filter({ hasText: email })).toBeVisible();
      const events = await testbed.openPanel('Events');
      await expect(events.getByRole('row').filter({ hasText: 'authenticateByUrl oauth' })).toBeVisible();
      const [session] = await control.sessions();
      expect(session?.authentication_factors).toEqual([
        expect.objectContaining({ delivery_method: 'oauth_google' }),
      ]);

      // The same account again, answered from the Emulator panel: no consent page, and a login.
      const emulator = await testbed.openPanel('Emulator');
      await expect(emulator.getByRole('table', { name: 'Known accounts' })).toContainText(email);
      const preAnswer = emulator.getByRole('form', { name: 'Pre-answer the next Google sign-in' });
      await preAnswer.getByRole('radio', { name: `Grace Hopper (${email})` }).check();
      await preAnswer.getByRole('button', { name: 'Pre-answer' }).click();
      await expect(emulator.getByRole('list', { name: 'Waiting pre-answers' })).toContainText(
        'Google: Grace Hopper',
      );
      await testbed.screenshot('testbed-emulator-oauth', testInfo);
      const returned = page.waitForURL(
        (url) => url.origin === testbed.origin && url.searchParams.get('stytch_token_type') === 'oauth',
        { waitUntil: 'commit' },
      );
      await testbed.widget.getByRole('button', { name: 'Continue with Google' }).click();
      await returned;
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
      // The log survived the round trip's reloads: both logins are in it.
      const again = await testbed.openPanel('Events');
      await expect(again.getByRole('row').filter({ hasText: 'authenticateByUrl oauth' })).toHaveCount(2);
      expect(await control.users()).toHaveLength(1);
      await expect(
        (await testbed.openPanel('Emulator')).getByRole('list', { name: 'Waiting pre-answers' }),
      ).toHaveCount(0);
    },
  },
  ...SESSION_SCENARIOS,
  ...GALLERY_SCENARIOS,
  ...IDP_SCENARIOS,
  ...LIVE_EDIT_SCENARIOS,
];

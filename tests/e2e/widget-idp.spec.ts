import type { ConnectedAppInput, ControlClient, CreatedConnectedApp } from '@foyer/emulator';
import type { Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { test as base, expect } from '../support/fixtures';
import {
  accessTokenHash,
  authorizationRequest,
  discoverProvider,
  exchangeCode,
  type RelyingPartyPages,
  serveRelyingPartyPages,
} from '../support/relying-party';
import { NOTES_POLICY } from '../support/test-identities';
import {
  expectNoAxeViolations,
  type HarnessOptions,
  harnessPath,
  openWidget,
  recordCspViolations,
  recordWidgetEvents,
  sessionCookieNames,
  widgetErrors,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery staple 42';
const STANDARD_SCOPES = 'openid email profile';

/** The app's pages, one server for the file: a browser only needs somewhere real to land. */
let app: RelyingPartyPages;
base.beforeAll(async () => {
  app = await serveRelyingPartyPages();
});
base.afterAll(async () => {
  await app.close();
});

type Provider = { control: ControlClient; issuer: string; baseURL: string | undefined; publicToken: string };

/**
 * Makes the harness the project's identity-provider page (the discovery document's authorization
 * and end-session endpoints), registers the app, and discovers the provider as the app would.
 */
async function registerApp(
  { control, issuer, baseURL, publicToken }: Provider,
  input: Partial<ConnectedAppInput> = {},
  page: Omit<HarnessOptions, 'publicToken' | 'mode'> = {},
): Promise<{ registered: CreatedConnectedApp; config: oidc.Configuration }> {
  await control.updateSettings({
    idp_authorization_url: `${baseURL}${harnessPath({ publicToken, mode: 'identityProvider', ...page })}`,
    rbac_policy: NOTES_POLICY,
  });
  const registered = await control.upsertConnectedApp({
    client_name: 'Notes',
    client_type: 'third_party',
    redirect_uris: [app.callbackUrl],
    post_logout_redirect_uris: [app.signedOutUrl],
    allowed_custom_scopes: ['read:notes', 'write:notes'],
    ...input,
  });
  const config = await discoverProvider(issuer, registered.client_id, registered.client_secret);
  return { registered, config };
}

/** A user with a password, signed in on the harness through the client, as a host page would. */
async function signIn(page: Page, control: ControlClient, publicToken: string): Promise<string> {
  const user = await control.seedUser({ email: EMAIL, password: PASSWORD });
  await openWidget(page, { publicToken });
  await page.evaluate(
    ({ email, password }) =>
      window.client.passwords.authenticate({ email, password, session_duration_minutes: 60 }),
    { email: EMAIL, password: PASSWORD },
  );
  await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
  return user.user_id;
}

/** This test's project as the app's identity provider. */
type IdentityProvider = {
  /** The project's issuer, on the emulator's plain loopback port (the app runs on this machine). */
  issuer: string;
  registerApp(
    input?: Partial<ConnectedAppInput>,
    page?: Omit<HarnessOptions, 'publicToken' | 'mode'>,
  ): ReturnType<typeof registerApp>;
  /** Signs the test's user in on the page; their user id. */
  signIn(): Promise<string>;
};

const test = base.extend<{ idp: IdentityProvider }>({
  idp: async ({ page, control, emulator, baseURL, publicToken }, use) => {
    const provider = {
      control,
      baseURL,
      publicToken,
      issuer: `${emulator.httpUrl}/v1/public/${publicToken}`,
    };
    await use({
      issuer: provider.issuer,
      registerApp: (input, pageOptions) => registerApp(provider, input, pageOptions),
      signIn: () => signIn(page, control, publicToken),
    });
  },
});

const backAtApp = (page: Page) => page.waitForURL((url) => url.href.startsWith(app.callbackUrl));

test.describe('identity-provider mode: a third-party app signs users in through the widget', () => {
  // Each test signs in, runs a whole authorization round trip and several axe passes: bound hangs,
  // not speed, on a machine shared with other work.
  test.describe.configure({ timeout: 180_000 });
  test('standard scopes: consent, Allow, the app verifies the ID token and reads userinfo; the consent is remembered; revoked, the refresh token fails; logout: No keeps the session, Yes ends it', async ({
    page,
    control,
    idp,
    publicToken,
  }) => {
    const { config, registered } = await idp.registerApp();
    const userId = await idp.signIn();
    const { project_name } = await control.settings();

    await test.step('consent, Allow, then the app verifies the ID token and reads userinfo', async () => {
      const request = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
      await page.goto(request.url.href);
      await expect(
        page.getByRole('heading', { name: `Sign in to Notes with ${project_name}` }),
      ).toBeVisible();
      await expect(page.getByText('Notes is requesting to:')).toBeVisible();
      await expectNoAxeViolations(page);

      const events = await recordWidgetEvents(page);
      await page.getByRole('button', { name: 'Allow' }).click();
      await backAtApp(page);
      expect(events).toContainEqual(expect.objectContaining({ type: 'authenticate-flow-complete' }));
      expect(await page.title()).toBe('Back at the app');

      // The app's side: state, PKCE, nonce and the ID token's signature (JWKS) are checked by the library.
      const tokens = await exchangeCode(config, page.url(), request);
      const claims = tokens.claims();
      expect(claims).toMatchObject({
        sub: userId,
        aud: config.clientMetadata().client_id,
        nonce: request.nonce,
      });
      expect(claims?.iss).toBe(idp.issuer);
      expect(claims?.at_hash).toBe(accessTokenHash(tokens.access_token));
      expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);

      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, userId);
      expect(userinfo).toMatchObject({ sub: userId, email: EMAIL, email_verified: true });

      // The code is single-use: the same callback again is refused.
      await expect(exchangeCode(config, page.url(), request)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    });

    await test.step('consent is remembered: a second authorize for the same scopes goes straight back', async () => {
      const second = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
      await page.goto(second.url.href);
      await backAtApp(page);
      const tokens = await exchangeCode(config, page.url(), second);
      expect(tokens.claims()?.sub).toBe(userId);
      expect(await control.userConnectedApps(userId)).toEqual([
        expect.objectContaining({
          client_name: 'Notes',
          scopes: expect.arrayContaining(['openid', 'email']),
        }),
      ]);
    });

    await test.step('revoking the app in the account makes its refresh token fail', async () => {
      // offline_access is a scope not consented to yet: the widget asks again.
      const request = await authorizationRequest(
        config,
        app.callbackUrl,
        `${STANDARD_SCOPES} offline_access`,
      );
      await page.goto(request.url.href);
      await page.getByRole('button', { name: 'Allow' }).click();
      await backAtApp(page);
      const tokens = await exchangeCode(config, page.url(), request);
      const refreshToken = tokens.refresh_token;
      expect(refreshToken).toBeTruthy();
      // Rotation: the new refresh token works, the spent one does not.
      const rotated = await oidc.refreshTokenGrant(config, refreshToken as string);
      expect(rotated.refresh_token).not.toBe(refreshToken);
      await expect(oidc.refreshTokenGrant(config, refreshToken as string)).rejects.toMatchObject({
        error: 'invalid_grant',
      });

      // The user revokes the app through the client, as an account page would.
      await openWidget(page, { publicToken });
      const granted = await page.evaluate(() => window.client.user.getConnectedApps());
      expect(granted.connected_apps.map((connected) => connected.connected_app_id)).toEqual([
        registered.client_id,
      ]);
      await page.evaluate((id) => window.client.user.revokedConnectedApp(id), registered.client_id);
      await expect(oidc.refreshTokenGrant(config, rotated.refresh_token as string)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    });

    await test.step('logout: No keeps the session; Yes ends it and goes back to the app', async () => {
      const logout = () =>
        oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: app.signedOutUrl, state: 'bye' }).href;
      await page.goto(logout());
      await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
      await expect(
        page.getByText(`Are you sure you want to log out of your ${project_name} account?`),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'No' }).click();
      await expect(page.getByText('You have not been logged out. You may close this page.')).toBeVisible();
      expect(await control.sessions()).toHaveLength(1);

      await page.goto(logout());
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.href.startsWith(app.signedOutUrl));
      expect(new URL(page.url()).searchParams.get('state')).toBe('bye');
      expect(await control.sessions()).toEqual([]);
    });
  });

  test('Deny: the app gets access_denied with its state; a custom scope: the second title, its policy description and the fallback wording', async ({
    page,
    control,
    idp,
  }) => {
    const { config } = await idp.registerApp();
    await idp.signIn();
    const { project_name } = await control.settings();

    await test.step('Deny: the app gets access_denied with its state, and the widget says so', async () => {
      const request = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
      const events = await recordWidgetEvents(page);
      await page.goto(request.url.href);
      await page.getByRole('button', { name: 'Deny' }).click();
      // The widget says so and tells the host, then sends the browser back (the words themselves are
      // checked in IDPConsent's component tests and the gallery: here the page leaves at once).
      await backAtApp(page);
      expect(events).toContainEqual(expect.objectContaining({ type: 'consent-denied' }));
      expect(events).not.toContainEqual(expect.objectContaining({ type: 'authenticate-flow-complete' }));
      const back = new URL(page.url());
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe(request.state);
      expect(back.searchParams.has('code')).toBe(false);
    });

    await test.step('a custom scope: the second title, its policy description and the fallback wording', async () => {
      const request = await authorizationRequest(config, app.callbackUrl, 'openid read:notes write:notes');
      await page.goto(request.url.href);
      await expect(
        page.getByRole('heading', { name: `Notes wants to access your ${project_name} account` }),
      ).toBeVisible();
      await expect(page.getByText('Read the notes you keep')).toBeVisible();
      await expect(page.getByText('Use the write:notes scope')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Allow' }).click();
      await backAtApp(page);
      const tokens = await exchangeCode(config, page.url(), request);
      expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'read:notes', 'write:notes']);
    });
  });

  test('a first-party app never asks for consent, and its logout needs no confirmation', async ({
    page,
    control,
    idp,
  }) => {
    const { config } = await idp.registerApp({
      client_type: 'first_party',
      client_name: 'Our own app',
    });
    const userId = await idp.signIn();

    await test.step('a first-party app never asks for consent', async () => {
      const request = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
      await page.goto(request.url.href);
      await backAtApp(page);
      expect((await exchangeCode(config, page.url(), request)).claims()?.sub).toBe(userId);
    });

    await test.step('logout needs no confirmation for a first-party app', async () => {
      await page.goto(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: app.signedOutUrl }).href);
      await page.waitForURL((url) => url.href.startsWith(app.signedOutUrl));
      expect(await control.sessions()).toEqual([]);
    });
  });

  test('refusals: a missing client_id, an unregistered redirect URI, no session', async ({
    page,
    idp,
    baseURL,
    publicToken,
  }) => {
    const { registered } = await idp.registerApp();
    const idpPage = (query: Record<string, string>) =>
      `${harnessPath({ publicToken, mode: 'identityProvider' })}&${new URLSearchParams(query)}`;

    // No session: the widget says so and reports it.
    await page.goto(idpPage({ client_id: registered.client_id, redirect_uri: app.callbackUrl }));
    await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    await expectNoAxeViolations(page);

    await idp.signIn();
    await page.goto(idpPage({ redirect_uri: app.callbackUrl }));
    await expect(
      page.getByText(
        'Required parameter is missing: client_id. Please reach out to the application developer.',
      ),
    ).toBeVisible();
    expect(await widgetErrors(page)).not.toEqual([]);

    // A redirect URI the app never registered is refused, and the browser stays on the provider's page.
    const foreign = 'http://evil.localhost/steal';
    await page.goto(idpPage({ client_id: registered.client_id, redirect_uri: foreign }));
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(
      page.getByText('The redirect URL supplied in the request is not registered to the client.'),
    ).toBeVisible();
    expect(await widgetErrors(page)).toEqual([
      expect.objectContaining({
        cause: { error_type: 'connected_app_supplied_redirect_url_not_found_in_client' },
      }),
    ]);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
    expect(page.url()).not.toContain('evil.localhost/steal?');
  });

  test('prompt=none: no screen at all; the app reads login_required, then consent_required, then gets a code', async ({
    page,
    idp,
  }) => {
    const { config } = await idp.registerApp();
    const silently = async () => {
      const request = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
      request.url.searchParams.set('prompt', 'none');
      await page.goto(request.url.href);
      await backAtApp(page);
      return request;
    };
    // The app's library checks the state and the issuer (iss, RFC 9207) of each answer.
    const refusalOf = async (request: Awaited<ReturnType<typeof silently>>) => {
      const refused = await exchangeCode(config, page.url(), request).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(oidc.AuthorizationResponseError);
      return (refused as oidc.AuthorizationResponseError).error;
    };

    expect(await refusalOf(await silently())).toBe('login_required');
    await idp.signIn();
    expect(await refusalOf(await silently())).toBe('consent_required');

    const asked = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
    await page.goto(asked.url.href);
    await page.getByRole('button', { name: 'Allow' }).click();
    await backAtApp(page);
    const request = await silently();
    const tokens = await exchangeCode(config, page.url(), request);
    expect(tokens.claims()?.iss).toBe(idp.issuer);
  });

  test('prompt=login: the widget asks for a new sign-in, and the code it then gets carries that sign-in as auth_time', async ({
    page,
    control,
    idp,
    publicToken,
  }) => {
    const { config } = await idp.registerApp();
    await idp.signIn();
    const [before] = await control.sessions();
    const request = await authorizationRequest(config, app.callbackUrl, STANDARD_SCOPES);
    request.url.searchParams.set('prompt', 'login');

    // Signed in before the request arrived: the widget asks for a sign-in, as with no session, and
    // lets the old session go, so that the host's login page signs the user in anew.
    await page.goto(request.url.href);
    await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    expect(await widgetErrors(page)).toEqual([
      expect.objectContaining({ cause: { error_type: 'session_not_found' } }),
    ]);
    await expect.poll(() => sessionCookieNames(page)).toEqual([]);
    expect(await control.sessions()).toEqual([]);

    // The host's login page signs the user in again, a minute later on the project's clock.
    await control.advanceClock(60_000);
    await openWidget(page, { publicToken });
    await page.evaluate(
      ({ email, password }) =>
        window.client.passwords.authenticate({ email, password, session_duration_minutes: 60 }),
      { email: EMAIL, password: PASSWORD },
    );
    await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);

    // Back at the same request: consent, then the app's code.
    await page.goto(request.url.href);
    await page.getByRole('button', { name: 'Allow' }).click();
    await backAtApp(page);
    const claims = (await exchangeCode(config, page.url(), request)).claims();
    const [after] = await control.sessions();
    const seconds = (iso: string | undefined) => Math.floor(Date.parse(iso ?? '') / 1000);
    expect(after?.session_id).not.toBe(before?.session_id);
    expect(claims?.auth_time).toBe(seconds(after?.started_at));
    expect(claims?.auth_time).toBeGreaterThanOrEqual(seconds(before?.started_at) + 60);
  });

  for (const shadow of [false, true]) {
    test(`every consent and logout screen is axe-clean and keyboard-usable under the strict CSP (${
      shadow ? 'shadow' : 'light'
    } DOM)`, async ({ page, idp }) => {
      const violations = await recordCspViolations(page);
      const { config } = await idp.registerApp({}, { strictCsp: true, shadow });
      await idp.signIn();

      const request = await authorizationRequest(config, app.callbackUrl, 'openid profile read:notes');
      await page.goto(request.url.href);
      await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The details open by keyboard, and stay axe-clean open.
      const details = page.getByRole('button', { expanded: false }).first();
      await details.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      // Deny by keyboard.
      await page.getByRole('button', { name: 'Deny' }).focus();
      await page.keyboard.press('Enter');
      await backAtApp(page);
      expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');

      await page.goto(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: app.signedOutUrl }).href);
      await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'No' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('You have not been logged out. You may close this page.')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(violations).toEqual([]);
    });
  }
});

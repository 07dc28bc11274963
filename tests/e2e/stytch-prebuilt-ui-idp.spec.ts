import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { expect, test } from '../support/fixtures';
import {
  authorizationRequest,
  discoverProvider,
  exchangeCode,
  type RelyingPartyPages,
  serveRelyingPartyPages,
} from '../support/relying-party';
import { openHarness, signInWithPassword, stytchUIPath } from '../support/stytch-ui-page';
import { NOTES_POLICY } from '../support/test-identities';

/**
 * Stytch's own prebuilt identity-provider element (`StytchIdentityProvider`) as the project's
 * authorization and logout page, against the emulator's OpenID Connect provider: a third-party app
 * (on `openid-client`) sends the user there and gets back what the emulator decided.
 */

const ADA = { email: 'ada@example.com', password: 'correct horse battery staple 42' };

/** The app's pages: a browser only needs somewhere real to land. */
let app: RelyingPartyPages;
test.beforeAll(async () => {
  app = await serveRelyingPartyPages();
});
test.afterAll(async () => {
  await app.close();
});

/**
 * Makes the harness's identity-provider element the project's authorization page, registers the
 * app (with a custom scope the RBAC policy describes and one it does not), and discovers the
 * provider as the app would.
 */
async function registerNotes(
  control: ControlClient,
  { issuer, idpPage }: { issuer: string; idpPage: string },
) {
  await control.updateSettings({
    idp_authorization_url: idpPage,
    rbac_policy: NOTES_POLICY,
  });
  const registered = await control.upsertConnectedApp({
    client_name: 'Notes',
    client_type: 'third_party',
    redirect_uris: [app.callbackUrl],
    post_logout_redirect_uris: [app.signedOutUrl],
    allowed_custom_scopes: ['read:notes', 'write:notes'],
  });
  const config = await discoverProvider(issuer, registered.client_id, registered.client_secret);
  return { registered, config };
}

/** Ada, signed in on the harness through the client, as the provider's own login page would leave her. */
async function signIn(page: Page, control: ControlClient, publicToken: string): Promise<string> {
  await openHarness(page, publicToken, {});
  return signInWithPassword(page, control, ADA);
}

const backAtApp = (page: Page) => page.waitForURL((url) => url.href.startsWith(app.callbackUrl));

test.describe("Stytch's prebuilt identity-provider element against the emulator", () => {
  // Each test signs in and runs a whole authorization or logout round trip: bound hangs, not speed,
  // on a machine shared with other work.
  test.describe.configure({ timeout: 120_000 });
  let notes: Awaited<ReturnType<typeof registerNotes>>;
  test.beforeEach(async ({ control, emulator, baseURL, publicToken }) => {
    notes = await registerNotes(control, {
      issuer: `${emulator.httpUrl}/v1/public/${publicToken}`,
      idpPage: `${baseURL}${stytchUIPath(publicToken, { mode: 'identityProvider' })}`,
    });
  });

  test('a signed-in user allows a third-party app: the app gets a code it trades for tokens', async ({
    page,
    publicToken,
    control,
  }) => {
    const userId = await signIn(page, control, publicToken);
    const { project_name } = await control.settings();

    const request = await authorizationRequest(notes.config, app.callbackUrl, 'openid email profile');
    await page.goto(request.url.href);
    await expect(page.getByText(`Sign in to Notes with ${project_name}`)).toBeVisible();
    await expect(page.getByText('View your personal profile information')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await backAtApp(page);

    const tokens = await exchangeCode(notes.config, page.url(), request);
    expect(tokens.claims()).toMatchObject({ sub: userId, nonce: request.nonce });
    expect(await control.userConnectedApps(userId)).toEqual([
      expect.objectContaining({ client_id: notes.registered.client_id }),
    ]);
  });

  test('Deny: the app gets access_denied with its state, and no consent is recorded', async ({
    page,
    publicToken,
    control,
  }) => {
    const userId = await signIn(page, control, publicToken);
    const request = await authorizationRequest(notes.config, app.callbackUrl, 'openid email profile');
    await page.goto(request.url.href);
    await page.getByRole('button', { name: 'Deny' }).click();
    await backAtApp(page);

    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(request.state);
    expect(back.searchParams.has('code')).toBe(false);
    expect(await control.userConnectedApps(userId)).toEqual([]);
  });

  test("custom scopes: the consent names the policy's description, or the scope itself, and the tokens carry them", async ({
    page,
    publicToken,
    control,
  }) => {
    await signIn(page, control, publicToken);
    const { project_name } = await control.settings();

    const request = await authorizationRequest(
      notes.config,
      app.callbackUrl,
      'openid read:notes write:notes',
    );
    await page.goto(request.url.href);
    await expect(page.getByText(`Notes wants to access your ${project_name} account`)).toBeVisible();
    await expect(page.getByText('Read the notes you keep')).toBeVisible();
    await expect(page.getByText('Use the write:notes scope')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await backAtApp(page);

    const tokens = await exchangeCode(notes.config, page.url(), request);
    expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'read:notes', 'write:notes']);
  });

  test('logout: No keeps the session; Yes ends it and returns to the app with its state', async ({
    page,
    publicToken,
    control,
  }) => {
    await signIn(page, control, publicToken);
    const { project_name } = await control.settings();
    const logout = oidc.buildEndSessionUrl(notes.config, {
      post_logout_redirect_uri: app.signedOutUrl,
      state: 'bye',
    }).href;

    await page.goto(logout);
    await expect(page.getByText('Log out?')).toBeVisible();
    await expect(
      page.getByText(`Are you sure you want to log out of your ${project_name} account?`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('You have not been logged out. You may close this page.')).toBeVisible();
    expect(await control.sessions()).toHaveLength(1);

    await page.goto(logout);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.href.startsWith(app.signedOutUrl));
    expect(new URL(page.url()).searchParams.get('state')).toBe('bye');
    expect(await control.sessions()).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  expectSessionOnEmulator,
  type LoginConfig,
  openHarness,
  openStytchUI,
  signInWithPassword,
  uiErrors,
  uiEventTypes,
} from '../support/stytch-ui-page';
import { VirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Stytch's own prebuilt passkey screens (`StytchPasskeyRegistration`, and the passkey product of
 * `StytchUI`) against the emulator, with Chromium's virtual authenticator as the user's device: the
 * browser signs, the emulator verifies.
 */

const ADA = { email: 'ada@example.com', password: 'correct horse battery staple 42' };
const WEBAUTHN_FACTOR = { type: 'webauthn', delivery_method: 'webauthn_registration' };

/** Ada signs in with her password, then registers a passkey on the prebuilt registration screen. */
async function registerPasskey(
  page: Page,
  publicToken: string,
  control: Parameters<typeof signInWithPassword>[1],
) {
  await openHarness(page, publicToken, {});
  await signInWithPassword(page, control, ADA);
  await openHarness(page, publicToken, { mode: 'passkeyRegistration', config: { products: ['passkeys'] } });
  await expect(page.getByText('Set up a new Passkey')).toBeVisible();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByText('Passkey successfully created!')).toBeVisible();
}

test.describe("Stytch's prebuilt passkey screens against the emulator", () => {
  // Each test signs in, registers a passkey and mounts the UI again: bound hangs, not speed, on a
  // machine shared with other work.
  test.describe.configure({ timeout: 120_000 });
  test('registers a passkey for a signed-in user, then "Login with a Passkey" signs in with it', async ({
    page,
    publicToken,
    control,
  }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    await registerPasskey(page, publicToken, control);
    const [credential] = await authenticator.credentials();
    const [user] = await control.users();
    expect(user?.webauthn_registrations).toEqual([
      expect.objectContaining({ webauthn_registration_id: expect.any(String) }),
    ]);
    // The screen lists the new passkey among the user's.
    await expect(page.getByText('Existing Passkeys')).toBeVisible();
    const registration = user?.webauthn_registrations[0];
    await expect(page.getByTestId(`editable-row-${registration?.webauthn_registration_id}`)).toContainText(
      registration?.name ?? '',
    );
    expect(await uiEventTypes(page)).toEqual(['PASSKEY_REGISTER']);

    // Signed out; with no input field on Main, the UI offers a passkey button.
    await page.context().clearCookies();
    const config: LoginConfig = {
      products: ['passkeys', 'oauth'],
      oauthOptions: { providers: [{ type: 'google' }] },
    };
    await openStytchUI(page, publicToken, config);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    const session = await expectSessionOnEmulator(page, control, WEBAUTHN_FACTOR);
    expect(session?.user_id).toBe(user?.user_id);
    // The emulator counted the signature the authenticator made.
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
    expect(session?.authentication_factors).toContainEqual(
      expect.objectContaining({
        webauthn_factor: expect.objectContaining({
          webauthn_registration_id: registration?.webauthn_registration_id,
        }),
      }),
    );
    expect(await uiErrors(page)).toEqual([]);
  });

  test('with an email field on Main, the passkey signs in through autofill without an email', async ({
    page,
    publicToken,
    control,
  }) => {
    await VirtualAuthenticator.attach(page);
    await registerPasskey(page, publicToken, control);

    await page.context().clearCookies();
    // Main may not stay long enough to be seen: the passkey can answer as soon as the UI asks.
    await openHarness(page, publicToken, { config: { products: ['emailMagicLinks', 'passkeys'] } });
    // The UI asks for the passkey with conditional mediation (autofill) rather than a button; the
    // virtual authenticator answers it with the one passkey it holds.
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    await expectSessionOnEmulator(page, control, WEBAUTHN_FACTOR);
    expect(await control.messages()).toEqual([]);
  });

  test('on the success screen: renames the passkey, refuses the same authenticator twice, deletes it', async ({
    page,
    publicToken,
    control,
  }) => {
    await VirtualAuthenticator.attach(page);
    await registerPasskey(page, publicToken, control);
    const [user] = await control.users();
    const id = user?.webauthn_registrations[0]?.webauthn_registration_id ?? '';
    const row = page.getByTestId(`editable-row-${id}`);

    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Work laptop');
    await expect
      .poll(async () => (await control.users())[0]?.webauthn_registrations.map((r) => r.name))
      .toEqual(['Work laptop']);

    // The emulator lists the passkey in excludeCredentials, so the browser declines a second one on
    // this authenticator, in the words the UI recognises as a duplicate.
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(
      page.getByText('The Passkey cannot be created as it seems to be already registered.', { exact: false }),
    ).toBeVisible();
    expect((await control.users())[0]?.webauthn_registrations).toHaveLength(1);

    await page.getByRole('button', { name: 'Skip' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Once deleted, the passkey cannot be restored.');
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await control.users())[0]?.webauthn_registrations).toEqual([]);
    expect(await uiEventTypes(page)).toEqual(['PASSKEY_REGISTER', 'PASSKEY_SKIP']);
  });
});

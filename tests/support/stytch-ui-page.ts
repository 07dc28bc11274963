import type { ControlClient } from '@foyer/emulator';
import { expect, type Page } from '@playwright/test';
import type { WalletProfile } from '../../renderer/wallets';
// The harness page's globals (`window.client`, `window.stytchUI`).
import type {} from '../harness/stytch-ui';

/** The harness's login config: Stytch's, with products named by their keys in `Products`. */
export type LoginConfig = {
  products: Array<'emailMagicLinks' | 'otp' | 'passwords' | 'oauth' | 'passkeys' | 'crypto'>;
  [option: string]: unknown;
};

export type StytchUIOptions = {
  config?: LoginConfig;
  /** The element to mount; `StytchUI` (login) when absent. */
  mode?: 'identityProvider' | 'passkeyRegistration';
  /** Test wallets installed before the UI mounts (their keys: tests/support/test-wallets.ts). */
  wallets?: WalletProfile;
};

/** The harness page's address (relative to the harness origin). */
export function stytchUIPath(publicToken: string, { config, mode, wallets }: StytchUIOptions = {}): string {
  const params = new URLSearchParams({ publicToken });
  if (mode) params.set('mode', mode);
  if (wallets) params.set('wallets', wallets);
  if (config) params.set('config', JSON.stringify(config));
  return `/stytch-ui.html?${params}`;
}

/** Opens the harness and waits for the client's startup session check. */
export async function openHarness(page: Page, publicToken: string, options: StytchUIOptions): Promise<void> {
  const checked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
  await page.goto(stytchUIPath(publicToken, options));
  await checked;
}

/** Opens the login element and waits for the startup session check, then for the UI's Main. */
export async function openStytchUI(
  page: Page,
  publicToken: string,
  config: LoginConfig,
  options: Omit<StytchUIOptions, 'config' | 'mode'> = {},
): Promise<void> {
  await openHarness(page, publicToken, { ...options, config });
  await expect(page.getByText('Sign up or log in')).toBeVisible();
}

/**
 * The session the client holds, read back from the emulator: it really exists there, with this
 * factor. Returns it as the emulator has it.
 */
export async function expectSessionOnEmulator(
  page: Page,
  control: ControlClient,
  factor: { delivery_method: string; type?: string },
) {
  await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
  const sessionId = await page.evaluate(() => window.client.session.getSync()?.session_id);
  const session = (await control.sessions()).find((s) => s.session_id === sessionId);
  expect(session?.authentication_factors).toContainEqual(expect.objectContaining(factor));
  return session;
}

export const uiErrors = (page: Page) => page.evaluate(() => window.stytchUI.errors);
export const uiEventTypes = (page: Page) =>
  page.evaluate(() => window.stytchUI.events.map((event) => event.type));

/** The UI's own success screen, which it shows once the client holds the new session. */
export async function expectSuccessScreen(page: Page, content: string): Promise<void> {
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText(content)).toBeVisible();
}

/** Waits for the harness's host code to finish the login that a link or a provider's redirect carried. */
export async function expectHostLoginDone(page: Page): Promise<void> {
  // Polled across the redirect back: a read on the way (another page, or one torn down by the
  // navigation) counts as not yet. The client spends the token only after its startup session check,
  // hence a longer bound than one step's.
  const hostLogin = () =>
    page.evaluate(() => window.stytchUI?.hostLogin ?? null).catch(() => 'navigating' as const);
  await expect.poll(hostLogin, { timeout: 30_000 }).toEqual({ status: 'done' });
  // The token is spent and gone from the address.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
}

/** A user with a password, signed in on the page through the client, as a host page would. */
export async function signInWithPassword(
  page: Page,
  control: ControlClient,
  credentials: { email: string; password: string },
): Promise<string> {
  const user = await control.seedUser(credentials);
  await page.evaluate(
    (body) => window.client.passwords.authenticate({ ...body, session_duration_minutes: 60 }),
    credentials,
  );
  return user.user_id;
}

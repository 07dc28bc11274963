import type { Page, Response } from '@playwright/test';
import type { WalletEngine } from '../../main/capabilities/wallets/wallet-engine';
import type { WalletId, WalletProfile } from '../../renderer/wallets';
import type { WidgetConfig } from '../../widget/src';
import { expect, test } from '../support/fixtures';
import {
  expectNoAxeViolations,
  openWidget,
  recordCspViolations,
  sessionCookieNames,
} from '../support/widget-page';

const CRYPTO_ONLY: WidgetConfig = { products: ['crypto'] };

const SUCCESS_TEXT = 'You have successfully connected your wallet.';
const ERROR_TEXT =
  'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!';

/** Every wallet the spec names, as its button says it. */
const WALLET_BUTTONS = [
  'Continue with Phantom',
  'Continue with Vessel',
  'Continue with Binance',
  'Continue with Coinbase',
  'Continue with Metamask',
  'Continue with Other Ethereum Wallet',
  'Continue with Other Solana Wallet',
];

/** The wallets of the `all` profile: every option of the spec. */
const ALL_WALLETS = 7;

/** Crypto with `count` OAuth providers configured (their buttons are another product's). */
function withOAuthProviders(count: number): WidgetConfig {
  const types: NonNullable<WidgetConfig['oauthOptions']>['providers'][number]['type'][] = [
    'google',
    'github',
    'microsoft',
    'apple',
    'discord',
  ];
  return {
    products: ['crypto', 'oauth'],
    oauthOptions: { providers: types.slice(0, count).map((type) => ({ type })) },
  };
}

const walletButtons = (page: Page) =>
  page.getByRole('button').filter({ hasText: new RegExp(`^(${WALLET_BUTTONS.join('|')})$`) });

async function activeAddress(wallets: WalletEngine, wallet: WalletId): Promise<string> {
  const accounts = await wallets.accounts();
  return accounts.find((account) => account.wallet === wallet)?.activeAddress ?? '';
}

const isCryptoAuthenticate = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/sdk/v1/crypto_wallets/authenticate';

/** Waits until the wallet has a request waiting for the developer, and returns it. */
async function waitingRequest(wallets: WalletEngine, method: string) {
  await expect.poll(() => wallets.pending().map((request) => request.method)).toContain(method);
  const request = wallets.pending().find((pending) => pending.method === method);
  if (!request) throw new Error(`no ${method} request is waiting`);
  return request;
}

const SIGN_INS: ReadonlyArray<{ profile: WalletProfile; wallet: WalletId; button: string; type: string }> = [
  { profile: 'metamask', wallet: 'metamask', button: 'Continue with Metamask', type: 'ethereum' },
  { profile: 'coinbase', wallet: 'coinbase', button: 'Continue with Coinbase', type: 'ethereum' },
  {
    profile: 'otherEvm',
    wallet: 'otherEthereum',
    button: 'Continue with Other Ethereum Wallet',
    type: 'ethereum',
  },
  { profile: 'phantom', wallet: 'phantom', button: 'Continue with Phantom', type: 'solana' },
  {
    profile: 'otherSolana',
    wallet: 'otherSolana',
    button: 'Continue with Other Solana Wallet',
    type: 'solana',
  },
];

test.describe('crypto wallets in the widget, with injected test wallets, against the emulator', () => {
  for (const { profile, wallet, button, type } of SIGN_INS) {
    test(`signs in with ${button.replace('Continue with ', '')}`, async ({
      page,
      control,
      wallets,
      publicToken,
    }) => {
      await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: profile });
      await expect(walletButtons(page)).toHaveText([button]);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
      await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);

      const address = await activeAddress(wallets, wallet);
      const [user] = await control.users();
      expect(user?.crypto_wallets).toEqual([
        expect.objectContaining({ crypto_wallet_type: type, verified: true }),
      ]);
      expect(user?.crypto_wallets[0]?.crypto_wallet_address.toLowerCase()).toBe(address.toLowerCase());
      const [session] = await control.sessions();
      expect(session?.authentication_factors).toContainEqual(
        expect.objectContaining({ type: 'crypto', delivery_method: 'crypto_wallet' }),
      );
      // The last thing the wallet did was sign the challenge.
      const methods = wallets.log().map((entry) => entry.method);
      expect(methods.at(-1)).toBe(type === 'ethereum' ? 'personal_sign' : 'signMessage');
    });
  }

  test('signs a Sign-In with Ethereum message when the project requires it', async ({
    page,
    control,
    wallets,
    publicToken,
  }) => {
    await control.updateSettings({ siwe_required_for_crypto_wallets: true });
    await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: 'metamask' });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();

    const signed = wallets.log().find((entry) => entry.method === 'personal_sign');
    const [message] = (signed?.params ?? []) as string[];
    const address = await activeAddress(wallets, 'metamask');
    expect(message).toMatch(
      new RegExp(`^localhost:\\d+ wants you to sign in with your Ethereum account:\\n${address}\\n`, 'i'),
    );
    expect(message).toMatch(/\nURI: http:\/\/localhost:\d+\n/);
    expect(message).toMatch(/\nChain ID: 1\n/);
    expect(message).toMatch(/\nNonce: \w{8,}\n/);
  });

  test('offers the setup screen when every wallet fits, with download links in a new tab', async ({
    page,
    publicToken,
  }) => {
    await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: 'metamaskAndCoinbase' });
    await expect(walletButtons(page)).toHaveText(['Continue with Coinbase', 'Continue with Metamask']);
    await expect(page.getByRole('button', { name: 'Continue with other Crypto Wallet' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Set up a new crypto wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    const downloads = page.getByRole('link', { name: /^Download / });
    await expect(downloads).toHaveCount(4);
    for (const link of await downloads.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL((await link.getAttribute('href')) ?? '').protocol).toBe('https:');
    }
  });

  test('a user who rejects the connection lands on CryptoError with a toast, and goes back', async ({
    page,
    wallets,
    publicToken,
  }) => {
    await wallets.setMode('metamask', 'reject');
    await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: 'metamask' });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByText('[Error] Could not connect to wallet')).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    expect(wallets.log().map((entry) => 'error' in entry && entry.error.code)).toEqual([4001]);
    await page.getByRole('button', { name: /back/i }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });

  test('a signature by the wrong key is refused by the emulator', async ({
    page,
    control,
    wallets,
    publicToken,
  }) => {
    await wallets.setMode('metamask', 'wrongKey');
    await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: 'metamask' });
    const refused = page.waitForResponse(isCryptoAuthenticate);
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    const response = await refused;
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual(
      expect.objectContaining({ error_type: 'unable_to_authenticate_crypto_wallet' }),
    );
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    expect(await control.sessions()).toEqual([]);
  });

  test('a challenge cannot be used twice', async ({ page, control, wallets: _keys, publicToken }) => {
    await openWidget(page, { publicToken, config: CRYPTO_ONLY, wallets: 'metamask' });
    const authenticated = page.waitForResponse(isCryptoAuthenticate);
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    const first = await authenticated;
    expect(first.status()).toBe(200);
    const replay = JSON.parse(first.request().postData() ?? '{}');

    // The same signed challenge again, through the real client.
    const outcome = await page.evaluate(
      (body) =>
        window.client.cryptoWallets
          .authenticate({
            crypto_wallet_address: body.crypto_wallet_address,
            crypto_wallet_type: body.crypto_wallet_type,
            signature: body.signature,
            session_duration_minutes: 30,
          })
          .then(
            () => 'accepted',
            (error: { error_type?: string; error_message?: string }) =>
              `${error.error_type}: ${error.error_message}`,
          ),
      replay,
    );
    expect(outcome).toBe(
      'unable_to_authenticate_crypto_wallet: The crypto wallet could not be authenticated.',
    );
    // Why, the request log says: the answer carries only the provider's words.
    const logged = (await control.requests()).find((request) =>
      request.path.endsWith('/crypto_wallets/authenticate'),
    );
    expect(logged?.detail).toMatch(/already answered/);
  });
});

for (const shadow of [false, true]) {
  const dom = shadow ? 'shadow DOM' : 'light DOM';

  test(`every crypto screen is axe-clean under the strict CSP, ${dom}`, async ({
    page,
    wallets,
    publicToken,
  }) => {
    test.slow();
    const violations = await recordCspViolations(page);
    const options = { publicToken, shadow, strictCsp: true, wallets: 'all' } as const;

    // Main with overflow and CryptoOtherScreen; then one wallet, which fits, and CryptoSetupWallet.
    await openWidget(page, { ...options, config: withOAuthProviders(3) });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await expect(walletButtons(page)).toHaveCount(ALL_WALLETS - 2);
    await expectNoAxeViolations(page);

    await openWidget(page, { ...options, wallets: 'metamask', config: CRYPTO_ONLY });
    await page.getByRole('link', { name: 'Set up a new crypto wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    await expectNoAxeViolations(page);

    // CryptoConnect and CryptoSignMessage, each held open by a request waiting for approval.
    await wallets.setMode('metamask', 'ask');
    await openWidget(page, { ...options, wallets: 'metamask', config: CRYPTO_ONLY });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    const connect = await waitingRequest(wallets, 'eth_requestAccounts');
    await expect(page.getByRole('heading', { name: 'Connecting to your wallet...' })).toBeVisible();
    await expectNoAxeViolations(page);
    wallets.approve(connect.id);
    const sign = await waitingRequest(wallets, 'personal_sign');
    await expect(page.getByRole('heading', { name: 'Completing signature request...' })).toBeVisible();
    await expectNoAxeViolations(page);
    wallets.approve(sign.id);
    await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
    await expectNoAxeViolations(page);

    // CryptoError with its toast.
    await page.context().clearCookies();
    await wallets.setMode('metamask', 'reject');
    await openWidget(page, { ...options, wallets: 'metamask', config: CRYPTO_ONLY });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    await expectNoAxeViolations(page);

    expect(violations).toEqual([]);
  });
}

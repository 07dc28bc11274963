import type { WalletEngine } from '../../main/capabilities/wallets/wallet-engine';
import type { WalletId, WalletProfile } from '../../renderer/wallets';
import { expect, test } from '../support/fixtures';
import {
  expectSessionOnEmulator,
  expectSuccessScreen,
  openStytchUI,
  uiErrors,
  uiEventTypes,
} from '../support/stytch-ui-page';

/**
 * Stytch's own prebuilt crypto-wallet screens against the emulator, with test wallets installed in
 * the page (renderer/wallets) whose keys the test holds (tests/support/test-wallets.ts): the wallet
 * signs the emulator's challenge for real and the emulator checks the signature.
 */

async function activeAddress(wallets: WalletEngine, wallet: WalletId): Promise<string> {
  const accounts = await wallets.accounts();
  return accounts.find((account) => account.wallet === wallet)?.activeAddress ?? '';
}

const SIGN_INS: ReadonlyArray<{
  profile: WalletProfile;
  wallet: WalletId;
  button: string;
  chain: 'ethereum' | 'solana';
  signMethod: string;
}> = [
  {
    profile: 'metamask',
    wallet: 'metamask',
    button: 'Continue with Metamask',
    chain: 'ethereum',
    signMethod: 'personal_sign',
  },
  {
    profile: 'phantom',
    wallet: 'phantom',
    button: 'Continue with Phantom',
    chain: 'solana',
    signMethod: 'signMessage',
  },
];

test.describe("Stytch's prebuilt crypto-wallet screens against the emulator", () => {
  for (const { profile, wallet, button, chain, signMethod } of SIGN_INS) {
    test(`${button}: the wallet signs the emulator's challenge and the user is signed in`, async ({
      page,
      publicToken,
      control,
      wallets,
    }) => {
      await openStytchUI(page, publicToken, { products: ['crypto'] }, { wallets: profile });
      await page.getByRole('button', { name: button }).click();
      await expectSuccessScreen(page, 'You have successfully connected your wallet.');
      await expectSessionOnEmulator(page, control, { type: 'crypto', delivery_method: 'crypto_wallet' });

      const address = await activeAddress(wallets, wallet);
      const [user] = await control.users();
      expect(user?.crypto_wallets).toEqual([
        expect.objectContaining({ crypto_wallet_type: chain, verified: true }),
      ]);
      expect(user?.crypto_wallets[0]?.crypto_wallet_address.toLowerCase()).toBe(address.toLowerCase());
      // The wallet was asked to sign last: the challenge the emulator handed out.
      expect(wallets.log().at(-1)?.method).toBe(signMethod);
      expect(await uiEventTypes(page)).toEqual([
        'CRYPTO_WALLET_AUTHENTICATE_START',
        'CRYPTO_WALLET_AUTHENTICATE',
      ]);
      expect(await uiErrors(page)).toEqual([]);
    });
  }

  test('a signature by the wrong key: the emulator refuses it and the UI shows its error screen', async ({
    page,
    publicToken,
    control,
    wallets,
  }) => {
    await wallets.setMode('metamask', 'wrongKey');
    await openStytchUI(page, publicToken, { products: ['crypto'] }, { wallets: 'metamask' });
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/sdk/v1/crypto_wallets/authenticate',
    );
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    const response = await refused;
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error_type: 'unable_to_authenticate_crypto_wallet' });
    await expect(page.getByText('Looks like there was an error')).toBeVisible();
    expect(await control.sessions()).toEqual([]);
  });
});

import { base58 } from '@scure/base';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config/types';
import { es } from '../../locales/es';
import { CHALLENGE, challengeResponse, walletSignInClient } from '../../test-support/crypto-wallets';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';
import {
  announceWallet,
  ETHEREUM_ADDRESS,
  ETHEREUM_SIGNATURE,
  fakeEthereumProvider,
  fakeSolanaProvider,
  installWalletGlobals,
  SOLANA_ADDRESS,
  SOLANA_SIGNATURE,
  userRejected,
} from '../../test-support/wallets';

const CONFIG: WidgetConfig = { products: ['crypto', 'emailMagicLinks'] };
const SIGN_FAILED = '[Error] Could not sign message';

describe('CryptoSignMessage', () => {
  it('signs in with Phantom: connect, the challenge’s UTF-8 bytes signed, the signature sent in base58', async () => {
    const phantom = fakeSolanaProvider({ isPhantom: true });
    installWalletGlobals({ solana: phantom, phantom: { solana: phantom } });
    const fake = walletSignInClient().build();
    const { user, handle, errors } = renderWidget(fake, { config: CONFIG });
    await user.click(await screen.findByRole('button', { name: 'Continue with Phantom' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(phantom.connects).toBe(1);
    expect(fake.calls('cryptoWallets.authenticateStart')).toEqual([
      [{ crypto_wallet_address: SOLANA_ADDRESS, crypto_wallet_type: 'solana' }],
    ]);
    expect(phantom.signedMessages).toEqual([new TextEncoder().encode(CHALLENGE)]);
    const signature = base58.encode(SOLANA_SIGNATURE);
    expect(fake.calls('cryptoWallets.authenticate')).toEqual([
      [
        {
          crypto_wallet_address: SOLANA_ADDRESS,
          crypto_wallet_type: 'solana',
          signature,
          session_duration_minutes: 30,
        },
      ],
    ]);
    expect(handle.state.formState.cryptoState).toEqual({
      walletOption: 'Phantom',
      walletAddress: SOLANA_ADDRESS,
      walletChallenge: CHALLENGE,
    });
    expect(errors).toEqual([]);
  });

  it('signs in with another Solana wallet the same way', async () => {
    const other = fakeSolanaProvider();
    installWalletGlobals({ solana: other });
    const fake = walletSignInClient().build();
    const { user } = renderWidget(fake, { config: CONFIG });
    await user.click(await screen.findByRole('button', { name: 'Continue with Other Solana Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(fake.calls('cryptoWallets.authenticate')[0]?.[0]).toMatchObject({ crypto_wallet_type: 'solana' });
  });

  it('signs in with an Ethereum wallet known only from its EIP-6963 announcement', async () => {
    const announced = fakeEthereumProvider();
    announceWallet('test.foyer.wallet', announced);
    const fake = walletSignInClient().build();
    const { user } = renderWidget(fake, { config: CONFIG });
    await user.click(await screen.findByRole('button', { name: 'Continue with Other Ethereum Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(announced.requests).toEqual([
      { method: 'eth_requestAccounts' },
      { method: 'personal_sign', params: [CHALLENGE, ETHEREUM_ADDRESS] },
    ]);
    expect(fake.calls('cryptoWallets.authenticate')[0]?.[0]).toMatchObject({
      crypto_wallet_type: 'ethereum',
      signature: ETHEREUM_SIGNATURE,
    });
  });

  it.each([
    ['the user rejects the signature request (4001)', 'wallet'],
    ['the server refuses the signature', 'server'],
  ] as const)('shows "%s" as the sign toast and CryptoError', async (_case, failing) => {
    const rejection = userRejected();
    const refusal = apiError('invalid_signature', 'The signature is not valid.');
    installWalletGlobals({
      ethereum: fakeEthereumProvider(
        { isCoinbaseWallet: true },
        failing === 'wallet'
          ? {
              personal_sign: () => {
                throw rejection;
              },
            }
          : {},
      ),
    });
    const fake = fakeClient()
      .resolves('cryptoWallets.authenticateStart', challengeResponse())
      .rejects('cryptoWallets.authenticate', refusal)
      .build();
    const { user, handle, errors } = renderWidget(fake, { config: CONFIG });
    await user.click(await screen.findByRole('button', { name: 'Continue with Coinbase' }));
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(SIGN_FAILED);
    expect(handle.state.screen).toBe('CryptoError');
    expect(errors).toEqual([{ message: SIGN_FAILED, cause: failing === 'wallet' ? rejection : refusal }]);
    expect(fake.calls('cryptoWallets.authenticate')).toHaveLength(failing === 'wallet' ? 0 : 1);
  });

  it('shows the sign toast in Spanish', async () => {
    installWalletGlobals({
      ethereum: fakeEthereumProvider(
        { isMetaMask: true },
        {
          personal_sign: () => {
            throw userRejected();
          },
        },
      ),
    });
    const fake = walletSignInClient().build();
    const { user } = renderWidget(fake, { config: CONFIG, locale: es });
    await user.click(await screen.findByRole('button', { name: 'Continuar con Metamask' }));
    expect(await screen.findByRole('heading', { name: '¡Parece que hubo un error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('[Error] No se pudo firmar el mensaje');
  });
});

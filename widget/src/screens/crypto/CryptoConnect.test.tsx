import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../../config/types';
import { CHALLENGE, walletSignInClient } from '../../test-support/crypto-wallets';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';
import {
  ETHEREUM_ADDRESS,
  ETHEREUM_SIGNATURE,
  fakeEthereumProvider,
  installWalletGlobals,
  userRejected,
} from '../../test-support/wallets';

const CONFIG: WidgetConfig = { products: ['crypto', 'emailMagicLinks'] };
const CONNECT_FAILED = '[Error] Could not connect to wallet';
const ERROR_TEXT =
  'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!';

afterEach(() => {
  vi.restoreAllMocks();
});

async function pickMetamask(rendered: ReturnType<typeof renderWidget>) {
  await rendered.user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
}

describe('CryptoConnect', () => {
  it('says "Connecting to your wallet..." while the wallet asks its user, then asks the server for a challenge', async () => {
    let approve: (accounts: string[]) => void = () => {};
    const metamask = fakeEthereumProvider(
      { isMetaMask: true },
      {
        eth_requestAccounts: () => new Promise((resolve) => (approve = resolve)),
        // The signature request stays open: this test is about the connect step.
        personal_sign: () => new Promise(() => {}),
      },
    );
    installWalletGlobals({ ethereum: metamask });
    const fake = walletSignInClient().build();
    const rendered = renderWidget(fake, { config: CONFIG });
    await pickMetamask(rendered);
    const heading = await screen.findByRole('heading', { name: 'Connecting to your wallet...' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(rendered.handle.state.formState.cryptoState).toEqual({
      walletOption: 'Metamask',
      walletAddress: '',
      walletChallenge: '',
    });
    expect(metamask.requests).toEqual([{ method: 'eth_requestAccounts' }]);
    expect(fake.calls('cryptoWallets.authenticateStart')).toEqual([]);

    await act(async () => approve([ETHEREUM_ADDRESS]));
    expect(await screen.findByRole('heading', { name: 'Completing signature request...' })).toBeTruthy();
    expect(fake.calls('cryptoWallets.authenticateStart')).toEqual([
      [{ crypto_wallet_address: ETHEREUM_ADDRESS, crypto_wallet_type: 'ethereum' }],
    ]);
    expect(rendered.handle.state.formState.cryptoState).toEqual({
      walletOption: 'Metamask',
      walletAddress: ETHEREUM_ADDRESS,
      walletChallenge: CHALLENGE,
    });
  });

  it('signs in with an Ethereum wallet: personal_sign of the challenge, then "Success!"', async () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    installWalletGlobals({ ethereum: metamask });
    const fake = walletSignInClient().build();
    const rendered = renderWidget(fake, {
      config: { ...CONFIG, sessionOptions: { sessionDurationMinutes: 60 } },
    });
    await pickMetamask(rendered);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('You have successfully connected your wallet.')).toBeTruthy();
    expect(metamask.requests).toEqual([
      { method: 'eth_requestAccounts' },
      { method: 'personal_sign', params: [CHALLENGE, ETHEREUM_ADDRESS] },
    ]);
    expect(fake.calls('cryptoWallets.authenticate')).toEqual([
      [
        {
          crypto_wallet_address: ETHEREUM_ADDRESS,
          crypto_wallet_type: 'ethereum',
          signature: ETHEREUM_SIGNATURE,
          session_duration_minutes: 60,
        },
      ],
    ]);
    expect(rendered.handle.state.screen).toBe('CryptoConfirmation');
    // The flow-complete event comes from the success screen's effect, which may run after the heading is found.
    await waitFor(() => expect(rendered.events.at(-1)?.type).toBe('authenticate-flow-complete'));
    expect(rendered.events).toEqual([
      { type: 'render_login_screen', data: { config: expect.anything() } },
      {
        type: 'CryptoWalletAuthenticateStart',
        data: { crypto_wallet_address: ETHEREUM_ADDRESS, crypto_wallet_type: 'ethereum' },
      },
      {
        type: 'CryptoWalletAuthenticate',
        data: {
          crypto_wallet_address: ETHEREUM_ADDRESS,
          crypto_wallet_type: 'ethereum',
          user_id: 'user-test-1',
        },
      },
      { type: 'authenticate-flow-complete', data: {} },
    ]);
    expect(rendered.errors).toEqual([]);
  });

  it.each([
    ['the user rejects the connection (4001)', 'wallet'],
    ['the server refuses to start', 'server'],
  ] as const)(
    'shows the "%s" failure as a toast and CryptoError, with a back arrow to Main',
    async (_case, failing) => {
      const rejection = userRejected();
      const refusal = apiError('invalid_crypto_wallet_address', 'The address is not valid.');
      const metamask = fakeEthereumProvider(
        { isMetaMask: true },
        failing === 'wallet'
          ? {
              eth_requestAccounts: () => {
                throw rejection;
              },
            }
          : {},
      );
      installWalletGlobals({ ethereum: metamask });
      const fake = fakeClient().rejects('cryptoWallets.authenticateStart', refusal).build();
      const rendered = renderWidget(fake, { config: CONFIG });
      await pickMetamask(rendered);

      const heading = await screen.findByRole('heading', { name: 'Looks like there was an error!' });
      // The heading takes focus in an effect after the screen commits, not with its first paint.
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(screen.getByText(ERROR_TEXT)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(CONNECT_FAILED);
      expect(rendered.handle.state.screen).toBe('CryptoError');
      expect(rendered.errors).toEqual([
        { message: CONNECT_FAILED, cause: failing === 'wallet' ? rejection : refusal },
      ]);
      expect(fake.calls('cryptoWallets.authenticateStart')).toHaveLength(failing === 'wallet' ? 0 : 1);

      await rendered.user.click(screen.getByRole('button', { name: 'Go back' }));
      expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continue with Metamask' })).toBeTruthy();
    },
  );

  it('leaves a late wallet answer unheard after "Go back"', async () => {
    let approve: (accounts: string[]) => void = () => {};
    installWalletGlobals({
      ethereum: fakeEthereumProvider(
        { isMetaMask: true },
        { eth_requestAccounts: () => new Promise((resolve) => (approve = resolve)) },
      ),
    });
    const fake = walletSignInClient().build();
    const rendered = renderWidget(fake, { config: CONFIG });
    await pickMetamask(rendered);
    await screen.findByRole('heading', { name: 'Connecting to your wallet...' });
    await rendered.user.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    await act(async () => approve([ETHEREUM_ADDRESS]));
    expect(rendered.handle.state.screen).toBe('Main');
    expect(rendered.handle.state.formState.cryptoState.walletAddress).toBe('');
    expect(fake.calls('cryptoWallets.authenticateStart')).toEqual([]);
  });

  it('stops listening for wallet announcements when the widget is unmounted', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const rendered = renderWidget(fakeClient().build(), { config: CONFIG });
    await screen.findByRole('link', { name: 'Set up a new crypto wallet' });
    const announcements = listen.mock.calls.filter(([type]) => type === 'eip6963:announceProvider');
    expect(announcements).toHaveLength(1);
    const options = announcements[0]?.[2];
    const signal = typeof options === 'object' ? options.signal : undefined;
    expect(signal?.aborted).toBe(false);
    act(() => rendered.handle.unmount());
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });
});

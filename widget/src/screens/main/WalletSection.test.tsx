import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OAuthProviderConfig, OAuthProviderType, WidgetConfig } from '../../config/types';
import { es } from '../../locales/es';
import { ptBR } from '../../locales/pt-br';
import type { LocaleCatalog } from '../../strings/catalog';
import { fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';
import {
  announceWallet,
  fakeEthereumProvider,
  installAllSevenWallets,
  installWalletGlobals,
} from '../../test-support/wallets';

const IN_ORDER = [
  'Continue with Phantom',
  'Continue with Vessel',
  'Continue with Binance',
  'Continue with Coinbase',
  'Continue with Metamask',
  'Continue with Other Ethereum Wallet',
  'Continue with Other Solana Wallet',
];
const OTHER = 'Continue with other Crypto Wallet';
const SET_UP = 'Set up a new crypto wallet';

function withOAuthProviders(count: number): WidgetConfig {
  const types: OAuthProviderType[] = ['google', 'apple', 'github', 'microsoft', 'facebook'];
  const providers: OAuthProviderConfig[] = types.slice(0, count).map((type) => ({ type }));
  return { products: ['crypto', 'emailMagicLinks'], oauthOptions: { providers } };
}

/** Mounts a login widget and waits for Main (and the bootstrap it reads) to settle. */
async function showMain(config: WidgetConfig, locale?: LocaleCatalog) {
  const rendered = renderWidget(fakeClient().build(), { config, ...(locale ? { locale } : {}) });
  await screen.findByRole('heading', { level: 2 });
  return rendered;
}

/** The wallet buttons on screen, by name: the email form's "Continue" and the overflow button are not wallets. */
const walletButtonNames = () =>
  screen
    .queryAllByRole('button', { name: /^Continue with / })
    .map((button) => button.textContent)
    .filter((name) => name !== OTHER && name !== 'Continue with email');

describe('Main with crypto wallets: the wallet-slot rule', () => {
  it.each([
    [0, 5],
    [1, 4],
    [3, 2],
    [5, 0],
  ])(
    'with %i OAuth providers configured shows %i of the seven wallets, and the rest behind "Continue with other Crypto Wallet"',
    async (oauth, shown) => {
      installAllSevenWallets();
      const { user } = await showMain(withOAuthProviders(oauth));
      expect(walletButtonNames()).toEqual(IN_ORDER.slice(0, shown));
      expect(screen.queryByRole('link', { name: SET_UP })).toBeNull();
      await user.click(screen.getByRole('button', { name: OTHER }));
      await screen.findByRole('heading', { name: 'Continue with other wallet' });
      expect(walletButtonNames()).toEqual(IN_ORDER.slice(shown));
    },
  );

  it('offers "Set up a new crypto wallet" instead when every detected wallet fits', async () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    installWalletGlobals({ ethereum: metamask });
    await showMain(withOAuthProviders(3));
    expect(walletButtonNames()).toEqual(['Continue with Metamask']);
    expect(screen.getByRole('link', { name: SET_UP })).toBeTruthy();
    expect(screen.queryByRole('button', { name: OTHER })).toBeNull();
  });

  it('offers only the setup when no wallet is on the page, above the "or" and the email form', async () => {
    await showMain(withOAuthProviders(0));
    expect(walletButtonNames()).toEqual([]);
    const setUp = screen.getByRole('link', { name: SET_UP });
    expect(
      setUp.compareDocumentPosition(screen.getByText('or')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('adds a wallet that announces itself after Main is shown', async () => {
    await showMain(withOAuthProviders(0));
    expect(walletButtonNames()).toEqual([]);
    act(() => {
      announceWallet('io.metamask', fakeEthereumProvider());
    });
    expect(walletButtonNames()).toEqual(['Continue with Metamask']);
  });
});

describe('CryptoOtherScreen and CryptoSetupWallet', () => {
  it('lists the wallets Main had no room for, and goes back to Main', async () => {
    installAllSevenWallets();
    const { user, handle } = await showMain(withOAuthProviders(3));
    await user.click(screen.getByRole('button', { name: OTHER }));
    const heading = await screen.findByRole('heading', { name: 'Continue with other wallet' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(handle.state.screen).toBe('CryptoOtherScreen');
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(IN_ORDER.slice(2));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('offers four wallets to download, each opening in a new tab without access to this page', async () => {
    const { user } = await showMain(withOAuthProviders(0));
    await user.click(screen.getByRole('link', { name: SET_UP }));
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Download Metamask (opens in a new tab)',
      'Download Phantom (opens in a new tab)',
      'Download Coinbase (opens in a new tab)',
      'Download Binance (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('works from the keyboard: Enter on the setup link, then Space on "Go back"', async () => {
    const { user } = await showMain(withOAuthProviders(0));
    screen.getByRole('link', { name: SET_UP }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    screen.getByRole('button', { name: 'Go back' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('is in Spanish', async () => {
    installWalletGlobals({ ethereum: fakeEthereumProvider({ isMetaMask: true }) });
    await showMain(withOAuthProviders(0), es);
    expect(screen.getByRole('button', { name: 'Continuar con Metamask' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Configurar una nueva billetera de criptomonedas' }),
    ).toBeTruthy();
  });

  it('is in Brazilian Portuguese', async () => {
    installAllSevenWallets();
    await showMain(withOAuthProviders(0), ptBR);
    expect(screen.getByRole('button', { name: 'Continuar com Phantom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar com outra carteira de criptomoedas' })).toBeTruthy();
  });
});

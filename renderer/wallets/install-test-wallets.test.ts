// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { WalletAnswer, WalletProfile, WalletRequest } from '../../contracts/wallets';
import type { Eip6963ProviderInfo } from './eip6963';
import { installTestWallets, type TestWalletGlobals } from './install-test-wallets';

type Announcement = { info: Eip6963ProviderInfo; provider: unknown };

/** A fresh window per test (globals must not leak between profiles), and the requests it forwards. */
function install(profile: WalletProfile, answer: (request: WalletRequest) => WalletAnswer = () => ok(null)) {
  const win = new window.Window() as unknown as Window & TestWalletGlobals;
  const requests: WalletRequest[] = [];
  const announced: Announcement[] = [];
  win.addEventListener('eip6963:announceProvider', (event) =>
    announced.push((event as CustomEvent<Announcement>).detail),
  );
  installTestWallets(win, profile, async (request) => {
    requests.push(request);
    return answer(request);
  });
  return { win, requests, announced };
}

const ok = (result: unknown): WalletAnswer => ({ ok: true, result });
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('installTestWallets', () => {
  it('gives MetaMask alone window.ethereum with isMetaMask and no providers array', () => {
    const { win } = install('metamask');
    expect(win.ethereum?.isMetaMask).toBe(true);
    expect(win.ethereum?.isCoinbaseWallet).toBeUndefined();
    expect(win.ethereum?.providers).toBeUndefined();
    expect(win.solana).toBeUndefined();
  });

  it('lists MetaMask and Coinbase in window.ethereum.providers, each with its own flag', () => {
    const { win } = install('metamaskAndCoinbase');
    const providers = win.ethereum?.providers ?? [];
    expect(providers).toHaveLength(2);
    expect(providers.find((provider) => provider.isMetaMask)).toBeDefined();
    expect(providers.find((provider) => provider.isCoinbaseWallet)).toBeDefined();
  });

  it('puts a generic wallet in providers[] with neither flag, where the prebuilt UI looks for it', () => {
    const { win } = install('otherEvm');
    const [generic] = win.ethereum?.providers ?? [];
    expect(generic).toBe(win.ethereum);
    expect(generic?.isMetaMask).toBeUndefined();
    expect(generic?.isCoinbaseWallet).toBeUndefined();
  });

  it('installs Phantom as one object at window.solana and window.phantom.solana', () => {
    const { win } = install('phantom');
    expect(win.solana?.isPhantom).toBe(true);
    expect(win.phantom?.solana).toBe(win.solana);
    expect(win.ethereum).toBeUndefined();
  });

  it('installs another Solana wallet at window.solana without isPhantom', () => {
    const { win } = install('otherSolana');
    expect(win.solana).toBeDefined();
    expect(win.solana?.isPhantom).toBeUndefined();
    expect(win.phantom).toBeUndefined();
  });

  it('installs every global with the all profile, and nothing with none', () => {
    const { win } = install('all');
    expect(win.ethereum?.providers).toHaveLength(3);
    expect(win.BinanceChain?.request).toBeTypeOf('function');
    expect(win.vessel?.ethereum.request).toBeTypeOf('function');
    // The generic Solana wallet holds window.solana; Phantom stays reachable at its own global.
    expect(win.solana?.isPhantom).toBeFalsy();
    expect(win.phantom?.solana.isPhantom).toBe(true);
    const empty = install('none').win;
    expect([empty.ethereum, empty.BinanceChain, empty.vessel, empty.solana, empty.phantom]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('announces each EVM wallet over EIP-6963 at install and again on request, with the same uuid', () => {
    const { win, announced } = install('all');
    expect(announced.map(({ info }) => info.rdns)).toEqual([
      'io.metamask',
      'com.coinbase.wallet',
      'test.foyer.wallet.binance',
      'test.foyer.wallet.vessel',
      'test.foyer.wallet.ethereum',
    ]);
    expect(announced[0]?.provider).toBe(win.ethereum?.providers?.[0]);
    expect(announced[2]?.provider).toBe(win.BinanceChain);
    for (const { info } of announced) {
      expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(info.icon).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(info.icon)).toContain('width="96" height="96"');
    }
    const first = announced.map(({ info }) => info.uuid);
    win.dispatchEvent(new (win as unknown as typeof window).Event('eip6963:requestProvider'));
    expect(announced.slice(5).map(({ info }) => info.uuid)).toEqual(first);
  });

  it('forwards a detached request and emits connect and accountsChanged when accounts are granted', async () => {
    const { win, requests } = install('coinbase', () => ok([ADDRESS]));
    const provider = win.ethereum;
    if (!provider) throw new Error('no provider');
    const seen: unknown[] = [];
    const onAccounts = (accounts: unknown) => seen.push(['accountsChanged', accounts]);
    provider.on('connect', (info) => seen.push(['connect', info]));
    provider.on('accountsChanged', onAccounts);
    const { request } = provider;
    await expect(request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
    expect(requests).toEqual([{ wallet: 'coinbase', method: 'eth_requestAccounts', params: null }]);
    expect(seen).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [ADDRESS]],
    ]);
    provider.removeListener('accountsChanged', onAccounts);
    await request({ method: 'eth_requestAccounts' });
    expect(seen).toHaveLength(2);
  });

  it('throws the wallet refusal as an error with its EIP-1193 code', async () => {
    const { win } = install('metamask', () => ({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    }));
    await expect(
      win.ethereum?.request({ method: 'personal_sign', params: ['hello', ADDRESS] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('reports a failing bridge as an internal error with a code', async () => {
    const win = new window.Window() as unknown as Window & TestWalletGlobals;
    installTestWallets(win, 'metamask', () => Promise.reject(new Error('bridge closed')));
    await expect(win.ethereum?.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: -32603 });
  });

  it('connects a Solana wallet, then signs bytes sent as a number array and returns bytes', async () => {
    const { win, requests } = install('phantom', (request) =>
      request.method === 'connect'
        ? ok({ publicKey: SOLANA })
        : ok({ signature: [1, 2, 255], publicKey: SOLANA }),
    );
    const solana = win.solana;
    if (!solana) throw new Error('no provider');
    const events: string[] = [];
    solana.on('connect', () => events.push('connect'));
    expect(solana.publicKey).toBeNull();
    const { publicKey } = await solana.connect();
    expect([publicKey.toString(), publicKey.toBase58(), solana.isConnected]).toEqual([SOLANA, SOLANA, true]);
    const { request } = solana;
    const signed = (await request({
      method: 'signMessage',
      params: { message: new TextEncoder().encode('hi'), display: 'utf8' },
    })) as { signature: Uint8Array };
    expect(signed.signature).toBeInstanceOf(Uint8Array);
    expect(Array.from(signed.signature)).toEqual([1, 2, 255]);
    expect(requests).toEqual([
      { wallet: 'phantom', method: 'connect', params: { onlyIfTrusted: false } },
      { wallet: 'phantom', method: 'signMessage', params: { message: [104, 105], display: 'utf8' } },
    ]);
    expect(events).toEqual(['connect']);
  });

  it('forgets the Solana public key on disconnect and says so', async () => {
    const { win } = install('otherSolana', (request) =>
      request.method === 'connect' ? ok({ publicKey: SOLANA }) : ok(null),
    );
    const solana = win.solana;
    if (!solana) throw new Error('no provider');
    const events: string[] = [];
    solana.on('disconnect', () => events.push('disconnect'));
    await solana.connect();
    await solana.disconnect();
    expect([solana.publicKey, solana.isConnected, events]).toEqual([null, false, ['disconnect']]);
  });
});

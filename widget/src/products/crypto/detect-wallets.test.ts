import { describe, expect, it } from 'vitest';
import { fakeEthereumProvider, fakeSolanaProvider } from '../../test-support/wallets';
import { detectWallets } from './detect-wallets';

const options = (wallets: ReturnType<typeof detectWallets>) => wallets.map((wallet) => wallet.option);

describe('detectWallets from the injected globals', () => {
  it('finds nothing on a page without wallets, or with globals that are not providers', () => {
    expect(detectWallets({})).toEqual([]);
    expect(detectWallets({ ethereum: {}, solana: 'yes', BinanceChain: null, vessel: {} })).toEqual([]);
  });

  it('finds Metamask and Coinbase by their flag on window.ethereum', () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    const coinbase = fakeEthereumProvider({ isCoinbaseWallet: true });
    expect(detectWallets({ ethereum: metamask })).toEqual([
      { option: 'Metamask', type: 'ethereum', provider: metamask },
    ]);
    expect(detectWallets({ ethereum: coinbase })).toEqual([
      { option: 'Coinbase', type: 'ethereum', provider: coinbase },
    ]);
  });

  it('takes each wallet from window.ethereum.providers when several extensions share it', () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    const coinbase = fakeEthereumProvider({ isCoinbaseWallet: true });
    const other = fakeEthereumProvider();
    // window.ethereum itself is whichever extension set it last; the array is what counts.
    const wallets = detectWallets({ ethereum: { ...coinbase, providers: [other, metamask, coinbase] } });
    expect(wallets.map(({ option, provider }) => [option, provider])).toEqual([
      ['Coinbase', coinbase],
      ['Metamask', metamask],
      ['GenericEthereumWallet', other],
    ]);
  });

  it('counts an unflagged window.ethereum as another Ethereum wallet', () => {
    const other = fakeEthereumProvider();
    expect(detectWallets({ ethereum: other })).toEqual([
      { option: 'GenericEthereumWallet', type: 'ethereum', provider: other },
    ]);
  });

  it('lists a provider flagged as both Metamask and Coinbase once, as Coinbase', () => {
    expect(
      options(
        detectWallets({ ethereum: fakeEthereumProvider({ isMetaMask: true, isCoinbaseWallet: true }) }),
      ),
    ).toEqual(['Coinbase']);
  });

  it('finds Binance at window.BinanceChain and Vessel at window.vessel.ethereum, not again as other wallets', () => {
    const binance = fakeEthereumProvider();
    const vessel = fakeEthereumProvider();
    const wallets = detectWallets({
      BinanceChain: binance,
      vessel: { ethereum: vessel },
      ethereum: { providers: [binance, vessel] },
    });
    expect(wallets.map(({ option, provider }) => [option, provider])).toEqual([
      ['Vessel', vessel],
      ['Binance', binance],
    ]);
  });

  it('finds Phantom by its flag, at window.phantom.solana or window.solana, and other Solana wallets without it', () => {
    const phantom = fakeSolanaProvider({ isPhantom: true });
    expect(detectWallets({ solana: phantom, phantom: { solana: phantom } })).toEqual([
      { option: 'Phantom', type: 'solana', provider: phantom },
    ]);
    expect(options(detectWallets({ solana: phantom }))).toEqual(['Phantom']);
    const other = fakeSolanaProvider();
    expect(detectWallets({ solana: other })).toEqual([
      { option: 'GenericSolanaWallet', type: 'solana', provider: other },
    ]);
    expect(options(detectWallets({ solana: other, phantom: { solana: phantom } }))).toEqual([
      'Phantom',
      'GenericSolanaWallet',
    ]);
  });

  it('lists all seven in Main’s order: Phantom, Vessel, Binance, Coinbase, Metamask, other Ethereum, other Solana', () => {
    const wallets = detectWallets({
      ethereum: {
        providers: [
          fakeEthereumProvider(),
          fakeEthereumProvider({ isMetaMask: true }),
          fakeEthereumProvider({ isCoinbaseWallet: true }),
        ],
      },
      BinanceChain: fakeEthereumProvider(),
      vessel: { ethereum: fakeEthereumProvider() },
      phantom: { solana: fakeSolanaProvider({ isPhantom: true }) },
      solana: fakeSolanaProvider(),
    });
    expect(options(wallets)).toEqual([
      'Phantom',
      'Vessel',
      'Binance',
      'Coinbase',
      'Metamask',
      'GenericEthereumWallet',
      'GenericSolanaWallet',
    ]);
    expect(wallets.map((wallet) => wallet.type)).toEqual([
      'solana',
      'ethereum',
      'ethereum',
      'ethereum',
      'ethereum',
      'ethereum',
      'solana',
    ]);
  });
});

describe('detectWallets with EIP-6963 announcements', () => {
  it('finds Metamask and Coinbase by their announced rdns when no global shows them', () => {
    const metamask = fakeEthereumProvider();
    const coinbase = fakeEthereumProvider();
    const wallets = detectWallets({}, [
      { rdns: 'io.metamask', provider: metamask },
      { rdns: 'com.coinbase.wallet', provider: coinbase },
    ]);
    expect(wallets.map(({ option, provider }) => [option, provider])).toEqual([
      ['Coinbase', coinbase],
      ['Metamask', metamask],
    ]);
  });

  it('counts any other announced wallet as another Ethereum wallet, once', () => {
    const first = fakeEthereumProvider();
    const wallets = detectWallets({}, [
      { rdns: 'test.foyer.wallet', provider: first },
      { rdns: 'test.foyer.second', provider: fakeEthereumProvider() },
    ]);
    expect(wallets).toEqual([{ option: 'GenericEthereumWallet', type: 'ethereum', provider: first }]);
  });

  it('does not list a wallet twice when it is both announced and a global', () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    const binance = fakeEthereumProvider();
    const wallets = detectWallets({ ethereum: metamask, BinanceChain: binance }, [
      // The same provider object as a global.
      { rdns: 'io.metamask', provider: metamask },
      { rdns: 'test.foyer.binance', provider: binance },
    ]);
    expect(options(wallets)).toEqual(['Binance', 'Metamask']);
  });

  it('keeps the global provider when an announcement under a known rdns brings another object', () => {
    const global = fakeEthereumProvider({ isCoinbaseWallet: true });
    const wallets = detectWallets({ ethereum: global }, [
      { rdns: 'com.coinbase.wallet', provider: fakeEthereumProvider() },
    ]);
    expect(wallets).toEqual([{ option: 'Coinbase', type: 'ethereum', provider: global }]);
  });
});

import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import type { PendingWalletRequest, WalletId, WalletLogEntry } from '../../../contracts/wallets';
import { createWalletEngine } from './wallet-engine';

async function engineInTempFolder() {
  const keysFile = join(await mkdtemp(join(tmpdir(), 'foyer-wallets-')), 'wallets.json');
  const pendingUpdates: PendingWalletRequest[][] = [];
  const logged: WalletLogEntry[] = [];
  const problems: string[] = [];
  const engine = createWalletEngine({
    keysFile,
    onPendingChanged: (pending) => pendingUpdates.push(pending),
    onLogged: (entry) => logged.push(entry),
    onProblem: (message) => problems.push(message),
  });
  await engine.ready;
  return { engine, keysFile, pendingUpdates, logged, problems };
}

type Engine = Awaited<ReturnType<typeof engineInTempFolder>>['engine'];

async function activeAddress(engine: Engine, wallet: WalletId): Promise<string> {
  const found = (await engine.accounts()).find((accounts) => accounts.wallet === wallet);
  if (!found) throw new Error(`no ${wallet}`);
  return found.activeAddress;
}

async function connectEthereum(engine: Engine, wallet: WalletId): Promise<string> {
  const answer = await engine.handle({ wallet, method: 'eth_requestAccounts', params: null });
  if (!answer.ok) throw new Error(answer.error.message);
  return (answer.result as string[])[0] as string;
}

const CHALLENGE = 'Sign in to example.com\nNonce: 6f1c2a';

describe('wallet engine', () => {
  it('makes one account per wallet, each address in its chain format', async () => {
    const { engine } = await engineInTempFolder();
    const accounts = await engine.accounts();
    expect(accounts.map(({ wallet }) => wallet)).toEqual([
      'metamask',
      'coinbase',
      'binance',
      'vessel',
      'otherEthereum',
      'phantom',
      'otherSolana',
    ]);
    expect(await activeAddress(engine, 'metamask')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(base58.decode(await activeAddress(engine, 'phantom'))).toHaveLength(32);
    expect(new Set(accounts.map(({ activeAddress }) => activeAddress)).size).toBe(7);
  });

  it('signs personal_sign so that viem recovers the requested address', async () => {
    const { engine } = await engineInTempFolder();
    const address = await connectEthereum(engine, 'coinbase');
    const answer = await engine.handle({
      wallet: 'coinbase',
      method: 'personal_sign',
      params: [CHALLENGE, address],
    });
    if (!answer.ok) throw new Error(answer.error.message);
    const recovered = await recoverMessageAddress({ message: CHALLENGE, signature: answer.result as Hex });
    expect(isAddressEqual(recovered, address as Hex)).toBe(true);
  });

  it('reads a 0x-hex personal_sign message as the bytes to sign', async () => {
    const { engine } = await engineInTempFolder();
    const address = await connectEthereum(engine, 'metamask');
    const answer = await engine.handle({
      wallet: 'metamask',
      method: 'personal_sign',
      params: ['0x68690a', address],
    });
    if (!answer.ok) throw new Error(answer.error.message);
    const recovered = await recoverMessageAddress({ message: 'hi\n', signature: answer.result as Hex });
    expect(isAddressEqual(recovered, address as Hex)).toBe(true);
  });

  it("refuses personal_sign for an address that is not the wallet's, or before connecting, with 4100", async () => {
    const { engine } = await engineInTempFolder();
    const metamask = await activeAddress(engine, 'metamask');
    const early = await engine.handle({
      wallet: 'metamask',
      method: 'personal_sign',
      params: [CHALLENGE, metamask],
    });
    expect(early).toMatchObject({ ok: false, error: { code: 4100 } });
    await connectEthereum(engine, 'metamask');
    const coinbase = await activeAddress(engine, 'coinbase');
    const foreign = await engine.handle({
      wallet: 'metamask',
      method: 'personal_sign',
      params: [CHALLENGE, coinbase],
    });
    expect(foreign).toMatchObject({ ok: false, error: { code: 4100 } });
  });

  it('answers chain id and accounts, and 4200 for a method it does not support', async () => {
    const { engine } = await engineInTempFolder();
    expect(await engine.handle({ wallet: 'binance', method: 'eth_chainId', params: null })).toEqual({
      ok: true,
      result: '0x1',
    });
    expect(await engine.handle({ wallet: 'binance', method: 'eth_accounts', params: null })).toEqual({
      ok: true,
      result: [],
    });
    const address = await connectEthereum(engine, 'binance');
    expect(await engine.handle({ wallet: 'binance', method: 'eth_accounts', params: null })).toEqual({
      ok: true,
      result: [address],
    });
    expect(
      await engine.handle({ wallet: 'binance', method: 'eth_sendTransaction', params: [] }),
    ).toMatchObject({
      ok: false,
      error: { code: 4200 },
    });
  });

  it('signs a Solana message that verifies with ed25519 against the connected public key', async () => {
    const { engine } = await engineInTempFolder();
    const connect = await engine.handle({
      wallet: 'phantom',
      method: 'connect',
      params: { onlyIfTrusted: false },
    });
    if (!connect.ok) throw new Error(connect.error.message);
    const { publicKey } = connect.result as { publicKey: string };
    const message = Array.from(new TextEncoder().encode(CHALLENGE));
    const signed = await engine.handle({ wallet: 'phantom', method: 'signMessage', params: { message } });
    if (!signed.ok) throw new Error(signed.error.message);
    const result = signed.result as { signature: number[]; publicKey: string };
    expect(result.publicKey).toBe(publicKey);
    expect(result.signature).toHaveLength(64);
    const valid = ed25519.verify(
      Uint8Array.from(result.signature),
      Uint8Array.from(message),
      base58.decode(publicKey),
    );
    expect(valid).toBe(true);
  });

  it('in wrongKey mode signs with a key that is not the account, so verification fails', async () => {
    const { engine } = await engineInTempFolder();
    await engine.setMode('otherEthereum', 'wrongKey');
    await engine.setMode('otherSolana', 'wrongKey');
    const address = await connectEthereum(engine, 'otherEthereum');
    const evm = await engine.handle({
      wallet: 'otherEthereum',
      method: 'personal_sign',
      params: [CHALLENGE, address],
    });
    if (!evm.ok) throw new Error(evm.error.message);
    const recovered = await recoverMessageAddress({ message: CHALLENGE, signature: evm.result as Hex });
    expect(isAddressEqual(recovered, address as Hex)).toBe(false);

    await engine.handle({ wallet: 'otherSolana', method: 'connect', params: null });
    const message = [1, 2, 3];
    const solana = await engine.handle({ wallet: 'otherSolana', method: 'signMessage', params: { message } });
    if (!solana.ok) throw new Error(solana.error.message);
    const { signature, publicKey } = solana.result as { signature: number[]; publicKey: string };
    expect(
      ed25519.verify(Uint8Array.from(signature), Uint8Array.from(message), base58.decode(publicKey)),
    ).toBe(false);
  });

  it('refuses a request for a wallet it does not have, without logging it', async () => {
    const { engine } = await engineInTempFolder();
    const answer = await engine.handle({ wallet: 'trezor' as WalletId, method: 'eth_chainId', params: null });
    expect(answer).toMatchObject({ ok: false, error: { code: -32602 } });
    expect(engine.log()).toEqual([]);
  });

  it('in reject mode answers 4001 to consent requests but still tells the chain id', async () => {
    const { engine } = await engineInTempFolder();
    await engine.setMode('vessel', 'reject');
    expect(await engine.handle({ wallet: 'vessel', method: 'eth_requestAccounts', params: null })).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    });
    expect(await engine.handle({ wallet: 'vessel', method: 'eth_chainId', params: null })).toMatchObject({
      ok: true,
    });
  });

  it('in ask mode holds a request until it is approved, then answers it', async () => {
    const { engine, pendingUpdates } = await engineInTempFolder();
    await engine.setMode('metamask', 'ask');
    const answer = engine.handle({ wallet: 'metamask', method: 'eth_requestAccounts', params: null });
    await expect.poll(() => engine.pending()).toHaveLength(1);
    const [pending] = engine.pending();
    if (!pending) throw new Error('nothing pending');
    expect(pending).toMatchObject({ wallet: 'metamask', method: 'eth_requestAccounts' });
    expect(pendingUpdates.at(-1)).toEqual([pending]);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    engine.approve(pending.id);
    expect(await answer).toEqual({ ok: true, result: [await activeAddress(engine, 'metamask')] });
    expect(engine.pending()).toEqual([]);
    expect(pendingUpdates.at(-1)).toEqual([]);
  });

  it('in ask mode answers 4001 when the request is rejected, and refuses a second decision', async () => {
    const { engine } = await engineInTempFolder();
    await engine.setMode('phantom', 'ask');
    const answer = engine.handle({ wallet: 'phantom', method: 'connect', params: null });
    await expect.poll(() => engine.pending()).toHaveLength(1);
    const id = engine.pending()[0]?.id ?? '';
    engine.reject(id);
    expect(await answer).toMatchObject({ ok: false, error: { code: 4001 } });
    expect(() => engine.approve(id)).toThrow(/No wallet request/);
  });

  it('answers waiting requests with 4900 when stopped', async () => {
    const { engine } = await engineInTempFolder();
    await engine.setMode('coinbase', 'ask');
    const answer = engine.handle({ wallet: 'coinbase', method: 'eth_requestAccounts', params: null });
    await expect.poll(() => engine.pending()).toHaveLength(1);
    engine.stop();
    expect(await answer).toMatchObject({ ok: false, error: { code: 4900 } });
  });

  it('logs every answer with its wallet, method, params and result or error, up to the limit', async () => {
    const keysFile = join(await mkdtemp(join(tmpdir(), 'foyer-wallets-')), 'wallets.json');
    const engine = createWalletEngine({ keysFile, logLimit: 2, now: () => 1_700_000_000_000 });
    await engine.handle({ wallet: 'metamask', method: 'eth_chainId', params: null });
    await engine.handle({ wallet: 'metamask', method: 'eth_accounts', params: null });
    await engine.handle({ wallet: 'metamask', method: 'eth_foo', params: [1] });
    expect(engine.log()).toEqual([
      expect.objectContaining({
        wallet: 'metamask',
        method: 'eth_accounts',
        params: null,
        result: [],
        at: 1_700_000_000_000,
      }),
      expect.objectContaining({
        method: 'eth_foo',
        params: [1],
        error: expect.objectContaining({ code: 4200 }),
      }),
    ]);
  });

  it('keeps keys, added accounts, the active account, modes and the profile across a restart', async () => {
    const { engine, keysFile } = await engineInTempFolder();
    const added = await engine.addAccount('phantom');
    await engine.selectAccount('phantom', added);
    await engine.setMode('binance', 'wrongKey');
    await engine.setProfile('metamaskAndCoinbase');
    const before = await engine.accounts();

    const again = createWalletEngine({ keysFile });
    expect(await again.accounts()).toEqual(before);
    expect(await again.profile()).toBe('metamaskAndCoinbase');
    const phantom = before.find(({ wallet }) => wallet === 'phantom');
    expect(phantom?.addresses).toHaveLength(2);
    expect(phantom?.activeAddress).toBe(added);
    expect(before.find(({ wallet }) => wallet === 'binance')?.mode).toBe('wrongKey');
  });

  it('moves an invalid keys file aside instead of overwriting it, and starts with new keys', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'foyer-wallets-'));
    const keysFile = join(folder, 'wallets.json');
    await writeFile(keysFile, '{"version": 1, "wallets": "not these"}');
    const problems: string[] = [];
    const engine = createWalletEngine({ keysFile, onProblem: (message) => problems.push(message) });
    expect(await engine.accounts()).toHaveLength(7);
    expect(problems).toEqual([expect.stringMatching(/not valid; moved it to/)]);
    const aside = (await readdir(folder)).find((name) => name.startsWith('wallets.json.invalid-'));
    expect(await readFile(join(folder, aside ?? 'missing'), 'utf8')).toContain('not these');
  });
});

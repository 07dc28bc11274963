import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PushEvent, TestbedEventName, TestbedEvents } from '../../../preload/api';
import type { CapabilityDeps } from '../capability';
import { walletsCapability } from './capability';

async function started() {
  const pushed: Array<[TestbedEventName, unknown]> = [];
  const push: PushEvent = <E extends TestbedEventName>(event: E, payload: TestbedEvents[E]) => {
    pushed.push([event, payload]);
  };
  const walletsFile = join(await mkdtemp(join(tmpdir(), 'foyer-wallets-capability-')), 'wallets.json');
  const deps = { walletsFile, log: () => undefined } as Partial<CapabilityDeps> as CapabilityDeps;
  const capability = walletsCapability.start(deps, push);
  await capability.ready;
  return { ...capability, pushed };
}

describe('the wallets capability', () => {
  it('refuses requests naming no test wallet, and decisions on something that is not a request id', () => {
    const { args } = walletsCapability;
    expect(
      args.walletRequest.safeParse([{ wallet: 'metamask', method: 'eth_chainId', params: null }]).success,
    ).toBe(true);
    expect(
      args.walletRequest.safeParse([{ wallet: 'trezor', method: 'eth_chainId', params: null }]).success,
    ).toBe(false);
    expect(
      args.walletRequest.safeParse([{ wallet: 'metamask', method: 'x'.repeat(101), params: null }]).success,
    ).toBe(false);
    expect(args.approveWalletRequest.safeParse(['../../etc']).success).toBe(false);
    expect(args.setWalletMode.safeParse(['phantom', 'sometimes']).success).toBe(false);
    expect(args.setWalletProfile.safeParse(['everything']).success).toBe(false);
  });

  it('pushes a waiting request to the panel, and the answer once it is approved', async () => {
    const { handlers, pushed, dispose } = await started();
    await handlers.setWalletMode('coinbase', 'ask');
    const answer = handlers.walletRequest({
      wallet: 'coinbase',
      method: 'eth_requestAccounts',
      params: null,
    });
    await expect.poll(() => pushed.length).toBe(1);
    const [[event, pending]] = pushed as [[string, Array<{ id: string; method: string }>]];
    expect(event).toBe('walletPendingChanged');
    expect(pending.map(({ method }) => method)).toEqual(['eth_requestAccounts']);
    await handlers.approveWalletRequest(pending[0]?.id ?? '');
    expect(await answer).toMatchObject({ ok: true });
    expect(pushed.map(([name]) => name)).toEqual([
      'walletPendingChanged',
      'walletPendingChanged',
      'walletLogged',
    ]);
    dispose?.();
  });

  it('answers what is still waiting with 4900 when the window goes away', async () => {
    const { handlers, dispose } = await started();
    await handlers.setWalletMode('phantom', 'ask');
    const answer = handlers.walletRequest({ wallet: 'phantom', method: 'connect', params: null });
    await expect.poll(async () => (await handlers.pendingWalletRequests()).length).toBe(1);
    dispose?.();
    expect(await answer).toMatchObject({ ok: false, error: { code: 4900 } });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { WalletEngine } from '../../main/capabilities/wallets/wallet-engine';
import type { WalletRequest } from '../../renderer/wallets';

/**
 * The privileged half of the harness page's test wallets (`?wallets=<profile>`): the testbed's own
 * wallet engine, holding the keys in Node, behind the `__testWalletRequest` binding the page's
 * providers call. Bind it before the page loads.
 */
export async function bindTestWallets(
  page: Page,
): Promise<{ engine: WalletEngine; dispose(): Promise<void> }> {
  // Loaded by the first test that opens wallets: the engine's Ethereum library would add a few tenths
  // of a second to every worker's start, and most workers run no wallet test.
  const { createWalletEngine } = await import('../../main/capabilities/wallets/wallet-engine');
  const folder = await mkdtemp(join(tmpdir(), 'foyer-wallets-'));
  const engine = createWalletEngine({ keysFile: join(folder, 'wallets.json') });
  await engine.ready;
  await page.exposeBinding('__testWalletRequest', (_source, request: WalletRequest) =>
    engine.handle(request),
  );
  return {
    engine,
    async dispose() {
      engine.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

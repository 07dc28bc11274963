import { EventEmitter } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { installChromiumBridge } from './chromium';

/** Just enough of a Playwright page for the bridge: a CDP session, a binding and an init script. */
function fakePage() {
  const session = Object.assign(new EventEmitter(), {
    send: vi.fn(async () => ({ cookies: [] })),
    detach: vi.fn(async () => undefined),
  });
  const page = {
    context: () => ({ newCDPSession: async () => session }),
    exposeBinding: vi.fn(async () => undefined),
    addInitScript: vi.fn(async () => undefined),
    evaluate: vi.fn(async () => undefined),
  };
  return { page: page as unknown as Page, session };
}

describe('the Chromium bridge', () => {
  it('detaches its CDP session when disposed', async () => {
    const { page, session } = fakePage();
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bridge-'));
    const bridge = await installChromiumBridge(page, {
      testbedOrigin: 'http://localhost:5173',
      emulatorHttpUrl: 'http://127.0.0.1:1',
      settingsFile: join(dataDir, 'settings.json'),
      passkeysFile: join(dataDir, 'passkeys.json'),
      walletsFile: join(dataDir, 'wallets.json'),
      log: () => undefined,
    });
    expect(session.detach).not.toHaveBeenCalled();
    await bridge.dispose();
    expect(session.detach).toHaveBeenCalledTimes(1);
  });
});

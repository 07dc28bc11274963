import { EventEmitter } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CdpCookie } from './capabilities/cookies/cdp-cookies';
import { installChromiumBridge } from './chromium';

const TESTBED = 'http://localhost:5173';

/**
 * Just enough of a Playwright page for the bridge: a CDP session (its frame tree and the page's
 * cookies), a binding, an init script, and the URL the tab shows.
 */
function fakePage() {
  const tab = { url: `${TESTBED}/?csp=strict`, cookies: [] as CdpCookie[] };
  const session = Object.assign(new EventEmitter(), {
    send: vi.fn(async (method: string) => {
      if (method === 'Page.getFrameTree') return { frameTree: { frame: { id: 'TOP' } } };
      if (method === 'Network.getCookies') return { cookies: tab.cookies };
      return {};
    }),
    detach: vi.fn(async () => undefined),
  });
  const page = {
    context: () => ({ newCDPSession: async () => session }),
    exposeBinding: vi.fn(async () => undefined),
    addInitScript: vi.fn(async () => undefined),
    evaluate: vi.fn(async () => undefined),
    url: () => tab.url,
    isClosed: () => false,
  };
  return { page: page as unknown as Page, evaluate: page.evaluate, session, tab };
}

async function bridgeOn(page: Page) {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bridge-'));
  return installChromiumBridge(page, {
    testbedOrigin: TESTBED,
    emulatorHttpUrl: 'http://127.0.0.1:1',
    settingsFile: join(dataDir, 'settings.json'),
    passkeysFile: join(dataDir, 'passkeys.json'),
    walletsFile: join(dataDir, 'wallets.json'),
    log: () => undefined,
  });
}

const sessionCookie: CdpCookie = {
  name: 'stytch_session',
  value: 'the-session-token',
  domain: 'localhost',
  path: '/',
  expires: -1,
  size: 33,
  httpOnly: false,
  secure: false,
  session: true,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Chromium bridge', () => {
  it('detaches its CDP session when disposed', async () => {
    const { page, session } = fakePage();
    const bridge = await bridgeOn(page);
    expect(session.detach).not.toHaveBeenCalled();
    await bridge.dispose();
    expect(session.detach).toHaveBeenCalledTimes(1);
  });

  it("guards the tab's navigations before the testbed page loads", async () => {
    const { page, session } = fakePage();
    await bridgeOn(page);
    expect(session.send).toHaveBeenCalledWith('Fetch.enable', {
      patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }],
    });
    session.emit('Fetch.requestPaused', {
      requestId: 'r1',
      frameId: 'TOP',
      resourceType: 'Document',
      request: { url: 'https://evil.example/' },
    });
    expect(session.send).toHaveBeenCalledWith('Fetch.failRequest', {
      requestId: 'r1',
      errorReason: 'Aborted',
    });
  });

  it('pushes a cookie change to the testbed page, and nothing once the tab shows another page', async () => {
    vi.useFakeTimers();
    const { page, evaluate, tab } = fakePage();
    await bridgeOn(page);
    // The first reading is the baseline; the cookie feed reads the jar every 250 ms.
    await vi.advanceTimersByTimeAsync(300);
    tab.cookies = [sessionCookie];
    await vi.advanceTimersByTimeAsync(300);
    expect(evaluate).toHaveBeenCalledTimes(1);
    expect(String(evaluate.mock.calls[0]?.[0 as never])).toContain('the-session-token');

    // The demo app's page is allowed in the tab, but it is not the testbed.
    tab.url = 'http://localhost:5180/callback?code=c';
    tab.cookies = [{ ...sessionCookie, value: 'the-next-session-token' }];
    await vi.advanceTimersByTimeAsync(300);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });
});

import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CdpTransport } from './capabilities/transport';
import { guardTopLevelNavigation } from './chromium-navigation';
import { testbedWindowOrigins } from './navigation-policy';

const TOP = 'TOP-FRAME';
const ALLOWED = testbedWindowOrigins({
  testbedOrigin: 'http://localhost:5173',
  demoAppOrigin: 'http://localhost:5180',
});

/** A tab as the DevTools protocol shows it: its frame tree, and the answers it gets to paused requests. */
function fakeTab() {
  const events = new EventEmitter();
  const sent: Array<{ method: string; params?: Record<string, unknown> }> = [];
  const cdp: CdpTransport = {
    async send<Result>(method: string, params?: Record<string, unknown>) {
      sent.push({ method, params });
      return (method === 'Page.getFrameTree' ? { frameTree: { frame: { id: TOP } } } : {}) as Result;
    },
    on(event, listener) {
      events.on(event, listener);
      return () => events.off(event, listener);
    },
  };
  let next = 0;
  /** The tab asks for a document; answers with how the guard let it go on. */
  const request = (url: string, frameId = TOP) => {
    const requestId = `interception-${next++}`;
    events.emit('Fetch.requestPaused', { requestId, frameId, resourceType: 'Document', request: { url } });
    const answer = sent.find((call) => call.params?.requestId === requestId);
    return answer ? { method: answer.method, errorReason: answer.params?.errorReason } : 'not answered';
  };
  return { cdp, sent, request };
}

describe("the Chromium tab's navigation guard", () => {
  it('pauses every document request before the tab may navigate', async () => {
    const tab = fakeTab();
    await guardTopLevelNavigation(tab.cdp, { allowedOrigins: ALLOWED, log: () => undefined });
    expect(tab.sent.at(-1)).toEqual({
      method: 'Fetch.enable',
      params: { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }] },
    });
  });

  it.each([
    'http://localhost:5173/?csp=strict&stytch_token_type=oauth&token=t',
    'https://api.emulator.test/v1/public/oauth/google/consent',
    'http://localhost:5180/callback?code=c&state=s',
  ])('lets the tab go to %s', async (url) => {
    const tab = fakeTab();
    await guardTopLevelNavigation(tab.cdp, { allowedOrigins: ALLOWED, log: () => undefined });
    expect(tab.request(url)).toEqual({ method: 'Fetch.continueRequest', errorReason: undefined });
  });

  it.each([
    'https://evil.example/',
    'http://127.0.0.1:5173/',
    'https://accounts.google.com/o/oauth2/v2/auth',
    'http://localhost:5174/',
  ])('aborts the top-level navigation to %s, with no error page, and says so', async (url) => {
    const tab = fakeTab();
    const logged: string[] = [];
    await guardTopLevelNavigation(tab.cdp, { allowedOrigins: ALLOWED, log: (line) => logged.push(line) });
    expect(tab.request(url)).toEqual({ method: 'Fetch.failRequest', errorReason: 'Aborted' });
    expect(logged).toEqual([`Blocked navigation to ${url}`]);
  });

  it("leaves a sub-frame's documents to the page's CSP, as Electron's will-navigate does", async () => {
    const tab = fakeTab();
    await guardTopLevelNavigation(tab.cdp, { allowedOrigins: ALLOWED, log: () => undefined });
    expect(tab.request('https://accounts.google.com/gsi/iframe', 'CHILD')).toEqual({
      method: 'Fetch.continueRequest',
      errorReason: undefined,
    });
  });

  it('turns Fetch off and stops answering once lifted', async () => {
    const tab = fakeTab();
    const lift = await guardTopLevelNavigation(tab.cdp, { allowedOrigins: ALLOWED, log: () => undefined });
    lift();
    expect(tab.sent.at(-1)?.method).toBe('Fetch.disable');
    expect(tab.request('https://evil.example/')).toBe('not answered');
  });
});

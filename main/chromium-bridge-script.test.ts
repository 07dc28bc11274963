import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_SUBSCRIBERS, type TestbedApi } from '../preload/api';
import { buildTestbedApi } from '../preload/build-api';
import { bridgeInitScript, INVOKE_BINDING, PUSH_FUNCTION, pushExpression } from './chromium-bridge-script';

type FakeWindow = Record<string, unknown> & { top?: unknown; testbed?: TestbedApi };

const TESTBED = 'http://localhost:5173';

/** Runs the init script the way Chromium would, against a bare window object. */
function runBridgeScript(isTopFrame = true, origin = TESTBED): FakeWindow {
  const window: FakeWindow = { [INVOKE_BINDING]: vi.fn(async () => 'answered'), location: { origin } };
  window.top = isTopFrame ? window : {};
  new Function('window', bridgeInitScript(TESTBED))(window);
  return window;
}

describe('the Chromium bridge script', () => {
  it("installs window.testbed with exactly the preload's methods and subscribers", () => {
    const preloadApi = buildTestbedApi('chromium', vi.fn(), vi.fn());
    const bridged = runBridgeScript().testbed;
    expect(Object.keys(bridged ?? {}).sort()).toEqual(Object.keys(preloadApi).sort());
    expect(bridged?.runtime).toBe('chromium');
    expect(Object.isFrozen(bridged)).toBe(true);
  });

  it('sends each call through the binding by name, and delivers pushed events until unsubscribed', async () => {
    const window = runBridgeScript();
    const api = window.testbed as TestbedApi;
    await expect(api.emulatorDeleteUser('public-token-test-a', 'user-1')).resolves.toBe('answered');
    expect(window[INVOKE_BINDING]).toHaveBeenCalledWith('emulatorDeleteUser', [
      'public-token-test-a',
      'user-1',
    ]);

    const seen: unknown[] = [];
    const stop = api[EVENT_SUBSCRIBERS.emulatorChanged]((change) => seen.push(change));
    const push = window[PUSH_FUNCTION] as (event: string, payload: unknown) => void;
    push('emulatorChanged', { kind: 'user' });
    stop();
    push('emulatorChanged', { kind: 'session' });
    expect(seen).toEqual([{ kind: 'user' }]);
  });

  it('leaves sub-frames without the API', () => {
    expect(runBridgeScript(false).testbed).toBeUndefined();
  });

  it('leaves the other pages the tab may show (the demo app, the emulator) without the API', () => {
    expect(runBridgeScript(true, 'http://localhost:5180').testbed).toBeUndefined();
    expect(runBridgeScript(true, 'https://api.emulator.test').testbed).toBeUndefined();
  });
});

describe("main's push into the tab", () => {
  /** Evaluates the push the way `page.evaluate` would, in a page on `origin`. */
  function pushInto(origin: string) {
    const push = vi.fn();
    const window = { location: { origin }, [PUSH_FUNCTION]: push };
    runInNewContext(pushExpression(TESTBED, 'cookieChanged', { value: 'secret' }), { window });
    return push;
  }

  it('delivers the event to the testbed page', () => {
    expect(pushInto(TESTBED)).toHaveBeenCalledWith('cookieChanged', { value: 'secret' });
  });

  it('delivers nothing to a page that is elsewhere by the time it runs', () => {
    expect(pushInto('http://localhost:5180')).not.toHaveBeenCalled();
    expect(pushInto('https://evil.example')).not.toHaveBeenCalled();
  });
});

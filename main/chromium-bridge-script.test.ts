import { describe, expect, it, vi } from 'vitest';
import { EVENT_SUBSCRIBERS, type TestbedApi } from '../preload/api';
import { buildTestbedApi } from '../preload/build-api';
import { bridgeInitScript, INVOKE_BINDING, PUSH_FUNCTION } from './chromium-bridge-script';

type FakeWindow = Record<string, unknown> & { top?: unknown; testbed?: TestbedApi };

/** Runs the init script the way Chromium would, against a bare window object. */
function runBridgeScript(isTopFrame = true): FakeWindow {
  const window: FakeWindow = { [INVOKE_BINDING]: vi.fn(async () => 'answered') };
  window.top = isTopFrame ? window : {};
  new Function('window', bridgeInitScript())(window);
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
    await expect(api.deleteUser('public-token-test-a', 'user-1')).resolves.toBe('answered');
    expect(window[INVOKE_BINDING]).toHaveBeenCalledWith('deleteUser', ['public-token-test-a', 'user-1']);

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
});

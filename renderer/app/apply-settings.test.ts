import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMountSettings } from '../mount/settings';
import { createApplySettings } from './apply-settings';
import { createTestbedStore } from './testbed-store';

const PAGE_TOKEN = 'public-token-test-page';

beforeEach(() => {
  vi.stubGlobal('location', { pathname: '/', search: '?csp=strict' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(rememberCurrent: () => Promise<void>) {
  const store = createTestbedStore(defaultMountSettings(PAGE_TOKEN), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const navigate = vi.fn();
  const mount = vi.fn();
  const stage = {} as HTMLElement;
  const apply = createApplySettings({
    store,
    api: { rememberCurrent },
    widget: { mount },
    stage: () => stage,
    navigate,
  });
  return { store, apply, navigate, mount, stage };
}

describe('applying the settings', () => {
  it('mounts in place while the project and CSP stay the same', async () => {
    const { apply, mount, stage, navigate } = setUp(async () => undefined);
    await apply();
    expect(mount).toHaveBeenCalledWith(stage, {});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes a one-shot mount on, so the widget does not save it as the settings to restore', async () => {
    const { apply, mount, stage } = setUp(async () => undefined);
    await apply({ remember: false });
    expect(mount).toHaveBeenCalledWith(stage, { remember: false });
  });

  it('remembers the settings and loads a new page for a new project', async () => {
    const remember = vi.fn(async () => undefined);
    const { store, apply, navigate } = setUp(remember);
    store.settings.publicToken = 'public-token-test-next';
    await apply();
    expect(remember).toHaveBeenCalledWith(
      expect.objectContaining({ publicToken: 'public-token-test-next' }),
      null,
    );
    expect(navigate).toHaveBeenCalledWith('/?csp=strict');
  });

  it('shows why in the status line when the settings cannot be remembered, instead of rejecting', async () => {
    const { store, apply, navigate } = setUp(async () => {
      throw new Error(
        "Error invoking remote method 'testbed:presets:remember-current': Error: publicToken: not a public token",
      );
    });
    store.settings.publicToken = 'not-a-token';
    await expect(apply()).resolves.toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.failure).toMatchObject({
      action: 'Applying the settings',
      message: 'publicToken: not a public token',
    });
  });
});

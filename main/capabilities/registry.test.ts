import { describe, expect, it, vi } from 'vitest';
import type { CookieChange, PushEvent } from '../../preload/api';
import type { CookieCapability } from './cookies';
import type { EmulatorControlCapability } from './emulator-control';
import type { PresetStore } from './presets';
import { createTestbedHandlers } from './registry';

function capabilities() {
  let emitCookie: ((change: CookieChange) => void) | undefined;
  const cookies: CookieCapability = {
    list: vi.fn(async () => []),
    remove: vi.fn(async () => undefined),
    removeAll: vi.fn(async () => undefined),
    subscribe: (listener) => {
      emitCookie = listener;
      return () => {
        emitCookie = undefined;
      };
    },
  };
  const presets = {} as PresetStore;
  let emitEmulator: Parameters<EmulatorControlCapability['watch']>[1] | undefined;
  const emulator = {
    deleteUser: vi.fn(async () => undefined),
    injectFault: vi.fn(async () => undefined),
    watch: vi.fn((_token: string, onChange: Parameters<EmulatorControlCapability['watch']>[1]) => {
      emitEmulator = onChange;
    }),
    stop: vi.fn(),
  } as unknown as EmulatorControlCapability;
  return {
    capabilities: { cookies, presets, emulator },
    emitCookie: (change: CookieChange) => emitCookie?.(change),
    emitEmulator: () => emitEmulator?.({ publicToken: 'public-token-test-a', kind: 'user', at: 1 }),
    isCookieFeedOpen: () => emitCookie !== undefined,
  };
}

describe('testbed handlers', () => {
  it('pushes every cookie change and, once watched, every emulator change', async () => {
    const setup = capabilities();
    const push = vi.fn<PushEvent>();
    const { handlers } = createTestbedHandlers(setup.capabilities, push);
    const change: CookieChange = {
      cookie: {
        name: 'stytch_session',
        value: 'x',
        domain: 'localhost',
        path: '/',
        expires: null,
        size: 15,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
      cause: 'inserted',
      removed: false,
      at: 1,
    };
    setup.emitCookie(change);
    await handlers.watchProject('public-token-test-a');
    setup.emitEmulator();
    expect(push.mock.calls).toEqual([
      ['cookieChanged', change],
      ['emulatorChanged', { publicToken: 'public-token-test-a', kind: 'user', at: 1 }],
    ]);
  });

  it('refuses arguments the contract does not allow before any capability sees them', async () => {
    const setup = capabilities();
    const { handlers } = createTestbedHandlers(setup.capabilities, vi.fn());
    await expect(handlers.deleteUser('../../etc', 'user-1')).rejects.toThrow();
    await expect(
      handlers.injectFault('public-token-test-a', {
        endpoint: '/otps/authenticate',
        count: 0,
        error: null,
        latencyMs: 0,
      }),
    ).rejects.toThrow();
    await expect(
      handlers.injectFault('public-token-test-a', {
        endpoint: '/otps/authenticate',
        count: 1,
        error: { type: 'x', status: 200 },
        latencyMs: 0,
      }),
    ).rejects.toThrow();
    await expect(
      handlers.deleteCookie({ name: 'a', domain: 'localhost' } as unknown as Parameters<
        typeof handlers.deleteCookie
      >[0]),
    ).rejects.toThrow();
    expect(setup.capabilities.emulator.deleteUser).not.toHaveBeenCalled();
    expect(setup.capabilities.emulator.injectFault).not.toHaveBeenCalled();
    expect(setup.capabilities.cookies.remove).not.toHaveBeenCalled();

    await handlers.deleteUser('public-token-test-a', 'user-1');
    expect(setup.capabilities.emulator.deleteUser).toHaveBeenCalledWith('public-token-test-a', 'user-1');
  });

  it('closes the cookie feed and the emulator stream when disposed', () => {
    const setup = capabilities();
    const { dispose } = createTestbedHandlers(setup.capabilities, vi.fn());
    expect(setup.isCookieFeedOpen()).toBe(true);
    dispose();
    expect(setup.isCookieFeedOpen()).toBe(false);
    expect(setup.capabilities.emulator.stop).toHaveBeenCalled();
  });
});

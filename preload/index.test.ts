import { describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNELS, INVOKE_CHANNELS, type TestbedApi } from './api';

type Listener = (event: unknown, payload: unknown) => void;
const exposed = new Map<string, unknown>();
const listeners = new Map<string, Set<Listener>>();
const invoke = vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args }));

vi.mock('electron', () => {
  const contextBridge = { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) };
  const ipcRenderer = {
    invoke,
    on: (channel: string, listener: Listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
    },
    removeListener: (channel: string, listener: Listener) => listeners.get(channel)?.delete(listener),
  };
  return { default: { contextBridge, ipcRenderer }, contextBridge, ipcRenderer };
});

await import('./index');
const api = exposed.get('testbed') as TestbedApi;

describe('the preload', () => {
  it('exposes only window.testbed, with the named methods of the contract and nothing raw', () => {
    expect([...exposed.keys()]).toEqual(['testbed']);
    expect(Object.keys(api).sort()).toEqual(
      [
        ...Object.keys(INVOKE_CHANNELS),
        'runtime',
        'onCookieChanged',
        'onEmulatorChanged',
        'onPasskeyActivity',
        'onWalletPendingChanged',
        'onWalletLogged',
      ].sort(),
    );
    expect(api.runtime).toBe('electron');
    expect(api).not.toHaveProperty('invoke');
    expect(api).not.toHaveProperty('ipcRenderer');
  });

  it("sends each method's arguments over that method's channel", async () => {
    await expect(api.emulatorDeleteUser('public-token-test-a', 'user-1')).resolves.toEqual({
      channel: INVOKE_CHANNELS.emulatorDeleteUser,
      args: ['public-token-test-a', 'user-1'],
    });
    await api.listCookies();
    expect(invoke).toHaveBeenLastCalledWith(INVOKE_CHANNELS.listCookies);
  });

  it('forwards pushed events without the IPC event object, until unsubscribed', () => {
    const seen: unknown[] = [];
    const unsubscribe = api.onEmulatorChanged((change) => seen.push(change));
    const change = { publicToken: 'public-token-test-a', kind: 'message', at: 1 };
    for (const listener of listeners.get(EVENT_CHANNELS.emulatorChanged) ?? [])
      listener({ sender: 'x' }, change);
    unsubscribe();
    for (const listener of listeners.get(EVENT_CHANNELS.emulatorChanged) ?? [])
      listener({ sender: 'x' }, change);
    expect(seen).toEqual([change]);
  });
});

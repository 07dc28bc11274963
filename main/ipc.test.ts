import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS, type TestbedHandlers } from '../preload/api';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
const registered = new Map<string, Handler>();

vi.mock('electron', () => {
  const ipcMain = {
    handle: (channel: string, handler: Handler) => {
      if (registered.has(channel)) throw new Error(`second handler for ${channel}`);
      registered.set(channel, handler);
    },
    removeHandler: (channel: string) => registered.delete(channel),
  };
  return { default: { ipcMain }, ipcMain };
});

const { registerTestbedIpc } = await import('./ipc');

const ORIGIN = 'http://localhost:5173';
const WINDOW_ID = 7;
const topFrame = (url: string, senderId = WINDOW_ID) => ({
  sender: { id: senderId },
  senderFrame: { url, parent: null },
});

function handlers(): TestbedHandlers {
  return new Proxy({} as TestbedHandlers, {
    get: (_target, method) => vi.fn(async (...args: unknown[]) => ({ method, args })),
  });
}

beforeEach(() => registered.clear());

describe('testbed IPC', () => {
  it('registers exactly one handler per contract method, and removes them all', () => {
    const unregister = registerTestbedIpc({
      handlers: handlers(),
      testbedOrigin: ORIGIN,
      webContentsId: WINDOW_ID,
      log: () => undefined,
    });
    expect([...registered.keys()].sort()).toEqual(Object.values(INVOKE_CHANNELS).sort());
    unregister();
    expect(registered.size).toBe(0);
  });

  it("answers the testbed page's top-level frame with the handler's result", async () => {
    registerTestbedIpc({
      handlers: handlers(),
      testbedOrigin: ORIGIN,
      webContentsId: WINDOW_ID,
      log: () => undefined,
    });
    const deleteUser = registered.get(INVOKE_CHANNELS.emulatorDeleteUser);
    await expect(
      Promise.resolve(deleteUser?.(topFrame(`${ORIGIN}/?csp=strict`), 'public-token-test-a', 'user-1')),
    ).resolves.toEqual({ method: 'emulatorDeleteUser', args: ['public-token-test-a', 'user-1'] });
  });

  it.each([
    ['another origin', topFrame('http://localhost:9999/')],
    ['the emulator origin', topFrame('https://api.emulator.test/v1/public/oauth/google/start')],
    ['a lookalike host', topFrame('http://localhost.evil.test:5173/')],
    [
      'a sub-frame of the testbed',
      { sender: { id: WINDOW_ID }, senderFrame: { url: `${ORIGIN}/`, parent: { url: `${ORIGIN}/` } } },
    ],
    ['a frame that is gone', { sender: { id: WINDOW_ID }, senderFrame: null }],
    ['another window on the testbed origin', topFrame(`${ORIGIN}/`, WINDOW_ID + 1)],
    ['a file URL', topFrame('file:///work/main/out/renderer/index.html')],
  ])('refuses and logs a call from %s', async (_name, event) => {
    const log = vi.fn();
    const table = handlers();
    registerTestbedIpc({ handlers: table, testbedOrigin: ORIGIN, webContentsId: WINDOW_ID, log });
    const resetProject = registered.get(INVOKE_CHANNELS.emulatorResetProject);
    expect(() => resetProject?.(event, 'public-token-test-a')).toThrow(/testbed IPC refused/);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Refused IPC emulatorResetProject'));
  });
});

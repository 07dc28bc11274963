import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ControlClient } from '@foyer/emulator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACTS, type CookieChange, INVOKE_CHANNELS, type PushEvent } from '../../preload/api';
import type { CapabilityDeps } from './capability';
import type { CookieChangeFeed } from './cookies/cdp-cookies';
import { CAPABILITIES, createCapabilities } from './create-capabilities';

const TOKEN = 'public-token-test-a';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** An emulator change stream the test controls: it knows when the testbed connects and leaves. */
async function startChangeStream() {
  let stream: ServerResponse | undefined;
  const connected = deferred();
  const closed = deferred();
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    stream = response;
    request.on('close', () => closed.resolve());
    connected.resolve();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stream`,
    connected: connected.promise,
    closed: closed.promise,
    // Each event's data names its kind, as the emulator's changes do.
    send: (event: string) => stream?.write(`event: ${event}\ndata: ${JSON.stringify({ kind: event })}\n\n`),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let stopStream: (() => void) | undefined;
afterEach(() => stopStream?.());

async function setup() {
  const stream = await startChangeStream();
  stopStream = stream.close;
  let emitCookie: ((change: CookieChange) => void) | undefined;
  const cookieChanges: CookieChangeFeed = {
    subscribe(listener) {
      emitCookie = listener;
      return () => {
        emitCookie = undefined;
      };
    },
  };
  const cdp = { send: vi.fn(async () => ({ cookies: [] })), on: () => () => undefined };
  const control = {
    deleteUser: vi.fn(async () => undefined),
    injectFault: vi.fn(async () => undefined),
    streamUrl: stream.url,
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-capabilities-'));
  const deps: CapabilityDeps = {
    cdp: cdp as unknown as CapabilityDeps['cdp'],
    cdpReattached: () => () => undefined,
    pageUrl: () => 'http://localhost:5173/',
    cookieChanges,
    settingsFile: join(dataDir, 'settings.json'),
    passkeysFile: join(dataDir, 'passkeys.json'),
    walletsFile: join(dataDir, 'wallets.json'),
    demoApp: null,
    emulatorControl: () => control as unknown as ControlClient,
    log: () => undefined,
  };
  return {
    deps,
    cdp,
    control,
    stream,
    emitCookie: (change: CookieChange) => emitCookie?.(change),
    isCookieFeedOpen: () => emitCookie !== undefined,
  };
}

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

describe('the capabilities of one testbed window', () => {
  it('answers exactly the methods of the contracts in preload/api.ts, each from its own capability', async () => {
    const { handlers } = createCapabilities((await setup()).deps, vi.fn());
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(INVOKE_CHANNELS).sort());
    for (const [name, capability] of Object.entries(CAPABILITIES)) {
      expect(capability.contract).toBe(CONTRACTS[name as keyof typeof CONTRACTS]);
    }
  });

  it('pushes every cookie change and, once a project is watched, every change of that project', async () => {
    const context = await setup();
    const emulatorChange = deferred<unknown>();
    // `ready` (connected, anything may have changed) goes on too; the test waits for the write.
    const push = vi.fn<PushEvent>((event, payload) => {
      if (event === 'emulatorChanged' && (payload as { kind: string }).kind === 'user_changed') {
        emulatorChange.resolve(payload);
      }
    });
    const { handlers } = createCapabilities(context.deps, push);
    context.emitCookie(change);
    await handlers.watchProject(TOKEN);
    await context.stream.connected;
    context.stream.send('ready');
    context.stream.send('user_changed');
    expect(await emulatorChange.promise).toEqual({
      publicToken: TOKEN,
      kind: 'user_changed',
      at: expect.any(Number),
      change: { kind: 'user_changed' },
    });
    expect(push.mock.calls.map(([event, payload]) => [event, (payload as { kind?: string }).kind])).toEqual([
      ['cookieChanged', undefined],
      ['emulatorChanged', 'ready'],
      ['emulatorChanged', 'user_changed'],
    ]);
    expect(push.mock.calls[0]?.[1]).toEqual(change);
  });

  it('refuses arguments the contract does not allow before any capability sees them', async () => {
    const context = await setup();
    const { handlers } = createCapabilities(context.deps, vi.fn());
    const fault = { endpoint: '/otps/authenticate', count: 1, latencyMs: 0 };
    await expect(handlers.emulatorDeleteUser('../../etc', 'user-1')).rejects.toThrow();
    await expect(handlers.emulatorInjectFault(TOKEN, { ...fault, count: 0 })).rejects.toThrow();
    await expect(
      handlers.emulatorInjectFault(TOKEN, { ...fault, errorType: 'bad_request', status: 200 }),
    ).rejects.toThrow();
    const noPath = { name: 'a', domain: 'localhost' } as unknown as Parameters<
      typeof handlers.deleteCookie
    >[0];
    await expect(handlers.deleteCookie(noPath)).rejects.toThrow();
    const unsafeMode = { mode: '../login' } as unknown as Parameters<typeof handlers.savePreset>[1];
    await expect(handlers.savePreset('a preset', unsafeMode)).rejects.toThrow();
    const extra = handlers.emulatorResetProject as (...args: unknown[]) => Promise<void>;
    await expect(extra(TOKEN, 'and more')).rejects.toThrow();
    expect(context.control.deleteUser).not.toHaveBeenCalled();
    expect(context.control.injectFault).not.toHaveBeenCalled();
    expect(context.cdp.send).not.toHaveBeenCalledWith('Network.deleteCookies', expect.anything());

    await handlers.emulatorDeleteUser(TOKEN, 'user-1');
    expect(context.control.deleteUser).toHaveBeenCalledWith('user-1');
  });

  it('closes the cookie feed and the emulator stream when disposed', async () => {
    const context = await setup();
    const { handlers, dispose } = createCapabilities(context.deps, vi.fn());
    await handlers.watchProject(TOKEN);
    await context.stream.connected;
    expect(context.isCookieFeedOpen()).toBe(true);
    dispose();
    expect(context.isCookieFeedOpen()).toBe(false);
    await context.stream.closed;
  });
});

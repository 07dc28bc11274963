import { EventEmitter } from 'node:events';
import type { Debugger, Cookie as ElectronCookie, Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { type CookieChange, EVENT_CHANNELS } from '../preload/api';
import {
  debuggerTransport,
  fromElectronCookie,
  keepDebuggerAttached,
  pushToTestbedWindow,
  sessionCookieFeed,
} from './electron-adapters';

const electronCookie: ElectronCookie = {
  name: 'stytch_session',
  value: 'opaque',
  domain: 'localhost',
  hostOnly: true,
  path: '/',
  secure: false,
  httpOnly: false,
  session: false,
  expirationDate: 1_900_000_000,
  sameSite: 'lax',
};

describe('Electron adapters', () => {
  it("maps session cookies to the DevTools columns, Electron's sameSite names included", () => {
    expect(fromElectronCookie(electronCookie)).toEqual({
      name: 'stytch_session',
      value: 'opaque',
      domain: 'localhost',
      path: '/',
      expires: 1_900_000_000,
      size: 20,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    });
    expect(
      fromElectronCookie({ ...electronCookie, session: true, sameSite: 'no_restriction' }),
    ).toMatchObject({
      expires: null,
      sameSite: 'None',
    });
  });

  it("passes on the session's own change causes for the page's cookies only", () => {
    const cookies = new EventEmitter();
    const session = { cookies } as unknown as Session;
    const feed = sessionCookieFeed(session, (cookie) => cookie.domain === 'localhost');
    const seen: CookieChange[] = [];
    const stop = feed.subscribe((change) => seen.push(change));
    cookies.emit('changed', {}, electronCookie, 'explicit', true);
    cookies.emit('changed', {}, { ...electronCookie, domain: 'api.emulator.test' }, 'inserted', false);
    stop();
    cookies.emit('changed', {}, electronCookie, 'inserted', false);
    expect(seen.map(({ cookie, cause, removed }) => [cookie.name, cause, removed])).toEqual([
      ['stytch_session', 'explicit', true],
    ]);
  });

  it('carries CDP commands and only the subscribed event over webContents.debugger', async () => {
    const debuggee = Object.assign(new EventEmitter(), {
      sendCommand: async (method: string, params?: object) => ({ method, params }),
    }) as unknown as Debugger;
    const transport = debuggerTransport(debuggee);
    await expect(transport.send('Network.getCookies', { urls: ['http://localhost/'] })).resolves.toEqual({
      method: 'Network.getCookies',
      params: { urls: ['http://localhost/'] },
    });
    const seen: unknown[] = [];
    const off = transport.on('WebAuthn.credentialAdded', (params) => seen.push(params));
    debuggee.emit('message', {}, 'WebAuthn.credentialAdded', { id: 1 });
    debuggee.emit('message', {}, 'Network.requestWillBeSent', { id: 2 });
    off();
    debuggee.emit('message', {}, 'WebAuthn.credentialAdded', { id: 3 });
    expect(seen).toEqual([{ id: 1 }]);
  });

  it('re-attaches the debugger after DevTools takes it, and once DevTools lets go, telling each time', () => {
    let attached = false;
    let devToolsOpen = false;
    const debuggee = Object.assign(new EventEmitter(), {
      isAttached: () => attached,
      attach: () => {
        if (devToolsOpen) throw new Error('Another debugger is already attached');
        attached = true;
      },
    });
    const log: string[] = [];
    const kept = keepDebuggerAttached(debuggee as unknown as Debugger, {
      isGone: () => false,
      log: (message) => log.push(message),
    });
    let reattachments = 0;
    kept.onReattached(() => reattachments++);
    expect(attached).toBe(true);

    // DevTools opening: the debugger is detached and cannot come back while DevTools holds the page.
    attached = false;
    devToolsOpen = true;
    debuggee.emit('detach', {}, 'replaced_with_devtools');
    expect(attached).toBe(false);
    expect(reattachments).toBe(0);
    devToolsOpen = false;
    kept.ensureAttached();
    expect(attached).toBe(true);
    expect(reattachments).toBe(1);

    // Detached without DevTools holding on: back at once.
    attached = false;
    debuggee.emit('detach', {}, 'canceled_by_user');
    expect(attached).toBe(true);
    expect(log.filter((line) => line.includes('re-attached'))).toHaveLength(2);
    // Each new session is told about, so the page's virtual authenticators are created again.
    expect(reattachments).toBe(2);
  });

  it('leaves the debugger alone once its window is gone', () => {
    const attach = vi.fn();
    const debuggee = Object.assign(new EventEmitter(), { isAttached: () => false, attach });
    keepDebuggerAttached(debuggee as unknown as Debugger, { isGone: () => true, log: () => undefined });
    debuggee.emit('detach', {}, 'target_closed');
    expect(attach).toHaveBeenCalledTimes(1);
  });
});

describe("the Electron window's pushes", () => {
  const change = { kind: 'set', cookie: { name: 'stytch_session', value: 'secret' } } as never;
  const windowShowing = (url: string, isDestroyed = false) => ({
    isDestroyed: () => isDestroyed,
    getURL: () => url,
    send: vi.fn(),
  });

  it("go out on the event's channel while the window shows the testbed page", () => {
    const contents = windowShowing('http://localhost:5173/?csp=strict');
    pushToTestbedWindow(contents, 'http://localhost:5173')('cookieChanged', change);
    expect(contents.send).toHaveBeenCalledWith(EVENT_CHANNELS.cookieChanged, change);
  });

  it('stay in main while the window shows the demo app or the emulator, or is gone', () => {
    for (const contents of [
      windowShowing('http://localhost:5180/callback?code=c'),
      windowShowing('https://api.emulator.test/v1/public/oauth/google/consent'),
      windowShowing('http://localhost:5173/', true),
    ]) {
      pushToTestbedWindow(contents, 'http://localhost:5173')('cookieChanged', change);
      expect(contents.send).not.toHaveBeenCalled();
    }
  });
});

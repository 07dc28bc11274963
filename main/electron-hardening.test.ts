import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';

// The module must not need Electron at run time; were it to load it, this stops a binary download.
vi.mock('electron', () => ({ default: {} }));
const { guardContents, hardenSession } = await import('./electron-hardening');

const ORIGIN = 'http://localhost:5173';
const WINDOW_ID = 3;
type Handler = (...args: never[]) => unknown;

function hardenedSession() {
  const handlers: Record<string, Handler> = {};
  const capture = (name: string) => (handler: Handler) => {
    handlers[name] = handler;
  };
  const target = {
    setPermissionRequestHandler: capture('request'),
    setPermissionCheckHandler: capture('check'),
    setCertificateVerifyProc: capture('certificate'),
    webRequest: { onHeadersReceived: capture('headers') },
  };
  const log = vi.fn();
  hardenSession(target as unknown as Session, {
    testbedOrigin: ORIGIN,
    emulator: { hostnames: ['api.emulator.test'], spkiHash: 'pin' },
    testbedContentsId: () => WINDOW_ID,
    log,
  });
  const contents = (id: number) => ({ id, getURL: () => `${ORIGIN}/` }) as unknown as WebContents;
  const request = (
    id: number,
    permission: string,
    details: { requestingUrl: string; isMainFrame: boolean },
  ) =>
    new Promise<boolean>((resolve) =>
      (handlers.request as unknown as (...args: unknown[]) => void)(
        contents(id),
        permission,
        resolve,
        details,
      ),
    );
  const check = (id: number | null, permission: string, origin: string, isMainFrame = true) =>
    (handlers.check as unknown as (...args: unknown[]) => boolean)(
      id === null ? null : contents(id),
      permission,
      origin,
      {
        isMainFrame,
        requestingUrl: `${origin}/`,
      },
    );
  const headers = (details: object) =>
    new Promise<{ responseHeaders?: Record<string, string[]> }>((resolve) =>
      (handlers.headers as unknown as (...args: unknown[]) => void)(details, resolve),
    );
  return { request, check, headers, log };
}

describe('session hardening', () => {
  it("grants clipboard writes to the testbed window's top-level page only, logging every request", async () => {
    const { request, log } = hardenedSession();
    const page = { requestingUrl: `${ORIGIN}/?csp=strict`, isMainFrame: true };
    expect(await request(WINDOW_ID, 'clipboard-sanitized-write', page)).toBe(true);
    expect(await request(WINDOW_ID, 'clipboard-sanitized-write', { ...page, isMainFrame: false })).toBe(
      false,
    );
    expect(await request(WINDOW_ID + 1, 'clipboard-sanitized-write', page)).toBe(false);
    expect(
      await request(WINDOW_ID, 'clipboard-sanitized-write', {
        ...page,
        requestingUrl: 'https://api.emulator.test/',
      }),
    ).toBe(false);
    expect(await request(WINDOW_ID, 'clipboard-read', page)).toBe(false);
    expect(await request(WINDOW_ID, 'media', page)).toBe(false);
    expect(log).toHaveBeenCalledTimes(6);
    expect(log).toHaveBeenCalledWith(`Permission media requested by ${ORIGIN}/?csp=strict: denied`);
  });

  it('answers permission checks the same way and logs each kind of denial once', () => {
    const { check, log } = hardenedSession();
    expect(check(WINDOW_ID, 'clipboard-sanitized-write', ORIGIN)).toBe(true);
    expect(check(WINDOW_ID, 'clipboard-sanitized-write', ORIGIN, false)).toBe(false);
    expect(check(null, 'clipboard-sanitized-write', ORIGIN)).toBe(false);
    expect(check(WINDOW_ID + 1, 'clipboard-sanitized-write', ORIGIN)).toBe(false);
    expect(check(WINDOW_ID, 'geolocation', ORIGIN)).toBe(false);
    expect(check(WINDOW_ID, 'geolocation', ORIGIN)).toBe(false);
    expect(log.mock.calls.filter(([line]) => String(line).includes('geolocation'))).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(`Permission check geolocation for ${ORIGIN}/: denied`);
  });

  it("puts the testbed's CSP on the testbed page alone, replacing the server's", async () => {
    const { headers } = hardenedSession();
    const page = await headers({
      resourceType: 'mainFrame',
      url: `${ORIGIN}/?csp=off`,
      responseHeaders: { 'content-security-policy': ["default-src 'none'"], 'Content-Type': ['text/html'] },
    });
    expect(page.responseHeaders?.['content-security-policy']).toBeUndefined();
    expect(page.responseHeaders?.['Content-Security-Policy']?.[0]).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    expect(page.responseHeaders?.['Content-Type']).toEqual(['text/html']);
    expect(await headers({ resourceType: 'script', url: `${ORIGIN}/assets/app.js` })).toEqual({});
    expect(await headers({ resourceType: 'mainFrame', url: 'https://api.emulator.test/oauth' })).toEqual({});
  });
});

describe('web contents guard', () => {
  function guarded() {
    const contents = Object.assign(new EventEmitter(), {
      openHandler: null as null | ((details: { url: string }) => { action: string }),
      setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
        this.openHandler = handler;
      },
    });
    const log = vi.fn();
    guardContents(contents as unknown as WebContents, {
      allowedOrigins: [ORIGIN, 'https://api.emulator.test'],
      log,
    });
    const navigate = (eventName: string, url: string) => {
      const event = { preventDefault: vi.fn() };
      contents.emit(eventName, event, url);
      return event.preventDefault.mock.calls.length > 0 ? 'blocked' : 'allowed';
    };
    return { contents, navigate, log };
  }

  it("keeps navigation and redirects on the testbed's and the emulator's origins", () => {
    const { navigate } = guarded();
    expect(navigate('will-navigate', `${ORIGIN}/?token=x`)).toBe('allowed');
    expect(navigate('will-redirect', 'https://api.emulator.test/v1/oauth')).toBe('allowed');
    expect(navigate('will-navigate', 'https://example.com/')).toBe('blocked');
    expect(navigate('will-redirect', 'http://localhost:5174/')).toBe('blocked');
  });

  it('opens no windows, not even on the testbed origin, and attaches no webviews', () => {
    const { contents, navigate, log } = guarded();
    for (const url of [`${ORIGIN}/`, 'https://api.emulator.test/', 'https://example.com/']) {
      expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(log).toHaveBeenCalledWith(`Blocked window.open of ${ORIGIN}/`);
    expect(navigate('will-attach-webview', `${ORIGIN}/`)).toBe('blocked');
  });
});

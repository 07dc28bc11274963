import type { Debugger, Cookie as ElectronCookie, Session, WebContents } from 'electron';
import { type Cookie, type CookieChangeCause, EVENT_CHANNELS, type PushEvent } from '../preload/api';
import type { CookieChangeFeed } from './capabilities/cookies/cdp-cookies';
import { joinOverwrites } from './capabilities/cookies/overwrite-pairs';
import type { CdpTransport } from './capabilities/transport';
import { pushOnlyToTestbedPage } from './testbed-page-push';

/** `webContents.debugger` as the capabilities' CDP transport. */
export function debuggerTransport(debuggee: Debugger): CdpTransport {
  return {
    send: (method, params) => debuggee.sendCommand(method, params),
    on(event, listener) {
      const forward = (_event: unknown, method: string, params: unknown) => {
        if (method === event) listener(params);
      };
      debuggee.on('message', forward);
      return () => {
        debuggee.removeListener('message', forward);
      };
    },
  };
}

const SAME_SITE: Record<ElectronCookie['sameSite'], Cookie['sameSite']> = {
  unspecified: '',
  no_restriction: 'None',
  lax: 'Lax',
  strict: 'Strict',
};

export function fromElectronCookie(cookie: ElectronCookie): Cookie {
  return {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain ?? '',
    path: cookie.path ?? '/',
    expires: cookie.session || cookie.expirationDate === undefined ? null : cookie.expirationDate,
    size: cookie.name.length + cookie.value.length,
    httpOnly: cookie.httpOnly ?? false,
    secure: cookie.secure ?? false,
    sameSite: SAME_SITE[cookie.sameSite],
  };
}

/**
 * Electron's session already reports every change with its cause; only the testbed page's
 * cookies are passed on.
 */
export function sessionCookieFeed(
  session: Session,
  isPageCookie: (cookie: Cookie) => boolean,
): CookieChangeFeed {
  return {
    subscribe(listener) {
      const emit = joinOverwrites(listener);
      const forward = (_event: unknown, raw: ElectronCookie, cause: CookieChangeCause, removed: boolean) => {
        const cookie = fromElectronCookie(raw);
        if (isPageCookie(cookie)) emit({ cookie, cause, removed, at: Date.now() });
      };
      session.cookies.on('changed', forward);
      return () => {
        session.cookies.removeListener('changed', forward);
      };
    },
  };
}

/** A debugger kept attached: how to try again, and who to tell when it has attached anew. */
export type AttachedDebugger = {
  /** Re-attaches if it is detached; call it when DevTools closes, in case DevTools held on to the page. */
  ensureAttached(): void;
  /** Calls back after every re-attach: what the previous session set up in the page is gone. */
  onReattached(listener: () => void): () => void;
};

/**
 * Attaches the window's debugger and keeps it attached: opening DevTools on the window detaches
 * it, and every cookie action would fail from then on. Re-attaches at once, and again through
 * `ensureAttached` (call it when DevTools closes) if DevTools held on to the page.
 */
export function keepDebuggerAttached(
  debuggee: Pick<Debugger, 'attach' | 'isAttached' | 'on'>,
  options: { isGone: () => boolean; log: (message: string) => void },
): AttachedDebugger {
  const { isGone, log } = options;
  const listeners = new Set<() => void>();
  const ensureAttached = () => {
    if (isGone() || debuggee.isAttached()) return;
    try {
      debuggee.attach('1.3');
      log('DevTools protocol re-attached.');
    } catch (error) {
      log(`DevTools protocol could not re-attach yet (${String(error)}); cookie actions wait for it.`);
      return;
    }
    for (const listener of listeners) listener();
  };
  debuggee.attach('1.3');
  debuggee.on('detach', (_event, reason) => {
    if (isGone()) return;
    log(`DevTools protocol detached (${reason}).`);
    ensureAttached();
  });
  return {
    ensureAttached,
    onReattached(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Main's pushes to the testbed window, sent only while the window shows the testbed's own page
 * (testbed-page-push.ts): the demo app or the emulator's consent page in that window hears nothing.
 */
export function pushToTestbedWindow(
  contents: Pick<WebContents, 'isDestroyed' | 'getURL' | 'send'>,
  testbedOrigin: string,
): PushEvent {
  return pushOnlyToTestbedPage({
    testbedOrigin,
    currentUrl: () => (contents.isDestroyed() ? null : contents.getURL()),
    deliver: (event, payload) => contents.send(EVENT_CHANNELS[event], payload),
  });
}

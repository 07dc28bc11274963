import type { Session, WebContents } from 'electron';
import { certificateVerdict } from './certificate-trust';
import { isAllowedDestination } from './navigation-policy';
import { testbedCspForUrl } from './renderer-csp';

/**
 * The Electron security rules of the testbed window, as functions that only act on what they are
 * given: importing this module changes nothing, so the rules can be tested with fakes.
 */

/** The one permission the testbed uses: its Copy buttons write to the clipboard. */
const GRANTED_PERMISSION = 'clipboard-sanitized-write';

export type SessionPolicy = {
  testbedOrigin: string;
  /** The SDK host the emulator answers for, and the key its certificate must carry. */
  emulator: { hostnames: readonly string[]; spkiHash: string };
  /** The testbed window's webContents id; null until the window exists. */
  testbedContentsId: () => number | null;
  log: (message: string) => void;
};

/**
 * Deny-by-default permissions (granted only to the testbed window's own top-level page), the
 * emulator's certificate trusted for its host alone, and the testbed's CSP on the testbed page.
 */
export function hardenSession(target: Session, policy: SessionPolicy): void {
  const { testbedOrigin, emulator, testbedContentsId, log } = policy;
  const isTestbedPage = (contents: WebContents | null, url: string, isMainFrame: boolean) =>
    isMainFrame &&
    contents !== null &&
    contents.id === testbedContentsId() &&
    isAllowedDestination(url, [testbedOrigin]);

  target.setPermissionRequestHandler((contents, permission, callback, details) => {
    const url = details.requestingUrl || contents.getURL();
    const granted = permission === GRANTED_PERMISSION && isTestbedPage(contents, url, details.isMainFrame);
    log(`Permission ${permission} requested by ${url}: ${granted ? 'granted' : 'denied'}`);
    callback(granted);
  });

  // Chromium checks permissions often (on every load, for some); each denial is logged once.
  const loggedDenials = new Set<string>();
  target.setPermissionCheckHandler((contents, permission, requestingOrigin, details) => {
    const url = details.requestingUrl ?? requestingOrigin;
    const granted = permission === GRANTED_PERMISSION && isTestbedPage(contents, url, details.isMainFrame);
    const denial = `${permission} ${requestingOrigin}`;
    if (!granted && !loggedDenials.has(denial)) {
      loggedDenials.add(denial);
      log(`Permission check ${permission} for ${url || 'an unknown origin'}: denied`);
    }
    return granted;
  });

  target.setCertificateVerifyProc((request, callback) => {
    callback(
      certificateVerdict({ hostname: request.hostname, certificatePem: request.certificate.data }, emulator),
    );
  });

  // Filtered here rather than by URL pattern: match patterns and ports do not mix reliably.
  target.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !isAllowedDestination(details.url, [testbedOrigin])) {
      callback({});
      return;
    }
    // One policy, whatever the server sent: two would both apply, the stricter of each winning.
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [testbedCspForUrl(details.url)] } });
  });
}

/**
 * Keeps any web contents on the testbed's and the emulator's origins, with no webviews and no new
 * windows at all: a second window on the testbed origin would look like the testbed to every
 * origin check, and the testbed itself never opens one.
 */
export function guardContents(
  contents: WebContents,
  policy: { allowedOrigins: readonly string[]; log: (message: string) => void },
): void {
  const { allowedOrigins, log } = policy;
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (isAllowedDestination(url, allowedOrigins)) return;
    event.preventDefault();
    log(`Blocked navigation to ${url}`);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Blocked a webview');
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`Blocked window.open of ${url}`);
    return { action: 'deny' };
  });
}

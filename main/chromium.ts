import { join } from 'node:path';
import { createControlClient } from '@foyer/emulator';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { INVOKE_CHANNELS, type InvokeMethod } from '../preload/api';
import { listPageCookies } from './capabilities/cookies/cdp-cookies';
import { createPolledCookieFeed } from './capabilities/cookies/cookie-diff';
import { createCapabilities } from './capabilities/create-capabilities';
import type { DemoAppLink } from './capabilities/demo-app/demo-app-link';
import type { CdpTransport } from './capabilities/transport';
import { bridgeInitScript, INVOKE_BINDING, pushExpression } from './chromium-bridge-script';
import { devtoolsFlags } from './chromium-devtools';
import { saveDownloads } from './chromium-downloads';
import {
  BASE_CHROMIUM_FLAGS,
  emulatorFlags,
  findChromium,
  TESTBED_IGNORED_DEFAULT_FLAGS,
  TESTBED_WINDOW_FLAGS,
  writeQuietProfilePrefs,
} from './chromium-launch';
import { guardTopLevelNavigation } from './chromium-navigation';
import { currentSandboxHost, decideChromiumSandbox } from './chromium-sandbox';
import { testbedWindowOrigins } from './navigation-policy';
import { isTestbedFrame } from './sender-check';
import { pushOnlyToTestbedPage } from './testbed-page-push';

/** Where the emulator listens, its certificate pin, and its control token when it asks for one. */
export type EmulatorEndpoints = {
  httpUrl: string;
  httpsUrl: string;
  spkiHash: string;
  controlToken?: string;
};

/** A Playwright CDP session as the capabilities' transport, and how to let go of it. */
async function cdpTransportFor(page: Page): Promise<{ transport: CdpTransport; detach(): Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  const transport: CdpTransport = {
    // Playwright types `send` per protocol method; capabilities name methods as plain strings.
    send: (method, params) => (session.send as (m: string, p?: object) => Promise<never>)(method, params),
    on(event, listener) {
      const on = session.on.bind(session) as (e: string, l: (p: unknown) => void) => void;
      const off = session.off.bind(session) as (e: string, l: (p: unknown) => void) => void;
      on(event, listener);
      return () => off(event, listener);
    },
  };
  // The page may already be closed, which detaches the session on its own.
  return { transport, detach: () => session.detach().catch(() => undefined) };
}

/**
 * Serves the testbed page in Chromium with the same privileged API the Electron preload gives it:
 * the capabilities run here in Node over a CDP session, and `window.testbed` reaches them through
 * a Playwright binding. Call before the page navigates to the testbed; it resolves once the saved
 * virtual authenticators are back, so the page's first WebAuthn call finds them.
 */
export async function installChromiumBridge(
  page: Page,
  options: {
    testbedOrigin: string;
    emulatorHttpUrl: string;
    /** Sent with every control call from here in Node; the page never receives it. */
    emulatorControlToken?: string;
    settingsFile: string;
    passkeysFile: string;
    walletsFile: string;
    /** The demo third-party app running beside the testbed, if any. */
    demoApp?: DemoAppLink | null;
    log?: (message: string) => void;
  },
): Promise<{ dispose(): Promise<void> }> {
  const { testbedOrigin, emulatorHttpUrl, emulatorControlToken, settingsFile, passkeysFile, walletsFile } =
    options;
  const log = options.log ?? console.warn;
  const { transport, detach } = await cdpTransportFor(page);
  const pageUrl = () => `${testbedOrigin}/`;
  const demoApp = options.demoApp ?? null;
  const liftNavigationGuard = await guardTopLevelNavigation(transport, {
    allowedOrigins: testbedWindowOrigins({
      testbedOrigin,
      demoAppOrigin: demoApp ? new URL(demoApp.endpoints.homeUrl).origin : null,
    }),
    log,
  });

  const push = pushOnlyToTestbedPage({
    testbedOrigin,
    currentUrl: () => (page.isClosed() ? null : page.url()),
    deliver: (event, payload) => {
      // The page may be between documents; the panels re-read on load, so a lost push is harmless.
      page.evaluate(pushExpression(testbedOrigin, event, payload)).catch(() => undefined);
    },
  });
  const { handlers, dispose, ready } = createCapabilities(
    {
      cdp: transport,
      // The session lives as long as the page and never attaches again; a new page gets a new bridge.
      cdpReattached: () => () => undefined,
      pageUrl,
      cookieChanges: createPolledCookieFeed({ list: () => listPageCookies(transport, pageUrl) }),
      settingsFile,
      passkeysFile,
      walletsFile,
      emulatorControl: (token) =>
        createControlClient(emulatorHttpUrl, token, { controlToken: emulatorControlToken }),
      demoApp,
      log,
    },
    push,
  );

  await page.exposeBinding(INVOKE_BINDING, (source, method: unknown, args: unknown) => {
    const frame = { url: source.frame.url(), isTopLevel: source.frame === source.page.mainFrame() };
    if (source.page !== page || !isTestbedFrame(frame, testbedOrigin)) {
      log(`Refused testbed call from ${frame.url}`);
      throw new Error('testbed calls are only answered for the testbed page');
    }
    if (typeof method !== 'string' || !Object.hasOwn(INVOKE_CHANNELS, method) || !Array.isArray(args)) {
      throw new Error(`unknown testbed method ${String(method)}`);
    }
    const handler = handlers[method as InvokeMethod] as (...input: unknown[]) => Promise<unknown>;
    return handler(...args);
  });
  await page.addInitScript(bridgeInitScript(testbedOrigin));
  await ready;
  return {
    async dispose() {
      dispose();
      liftNavigationGuard();
      await detach();
    },
  };
}

export type ChromiumTestbed = { context: BrowserContext; page: Page; close(): Promise<void> };

/**
 * Opens the testbed in Chromium, headed when there is a display: a persistent profile (so cookies
 * survive like an app's), the emulator's host mapping and certificate pin, and the bridge.
 */
export async function launchChromiumTestbed(options: {
  testbedUrl: string;
  emulator: EmulatorEndpoints;
  dataDir: string;
  headless: boolean;
  /** A local DevTools port to open for the browser (chromium-devtools.ts), or null for none. */
  devtoolsPort: number | null;
  demoApp?: DemoAppLink | null;
}): Promise<ChromiumTestbed> {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" or set FOYER_CHROMIUM.');
  const profileDir = join(options.dataDir, 'chromium-profile');
  await writeQuietProfilePrefs(profileDir);
  const sandbox = decideChromiumSandbox(currentSandboxHost());
  if (!sandbox.sandboxed) console.warn(`Chromium runs without its sandbox: ${sandbox.reason}.`);
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: found.path,
    headless: options.headless,
    // Playwright adds --no-sandbox unless this is true.
    chromiumSandbox: sandbox.sandboxed,
    args: [
      ...BASE_CHROMIUM_FLAGS,
      ...TESTBED_WINDOW_FLAGS,
      ...emulatorFlags(options.emulator.httpsUrl, options.emulator.spkiHash),
      ...(options.devtoolsPort === null ? [] : devtoolsFlags(options.devtoolsPort)),
    ],
    ignoreDefaultArgs: TESTBED_IGNORED_DEFAULT_FLAGS,
    viewport: options.headless ? { width: 1600, height: 1000 } : null,
  });
  const testbedOrigin = new URL(options.testbedUrl).origin;
  // What Electron grants too: the Copy buttons write; nothing in the testbed needs to read.
  await context.grantPermissions(['clipboard-write'], { origin: testbedOrigin });
  const page = context.pages()[0] ?? (await context.newPage());
  const bridge = await installChromiumBridge(page, {
    testbedOrigin,
    emulatorHttpUrl: options.emulator.httpUrl,
    emulatorControlToken: options.emulator.controlToken,
    settingsFile: join(options.dataDir, 'settings.json'),
    passkeysFile: join(options.dataDir, 'passkeys.json'),
    walletsFile: join(options.dataDir, 'wallets.json'),
    demoApp: options.demoApp,
  });
  saveDownloads(page, join(options.dataDir, 'exports'), console.log);
  await page.goto(options.testbedUrl);
  return {
    context,
    page,
    async close() {
      await bridge.dispose();
      await context.close();
    },
  };
}

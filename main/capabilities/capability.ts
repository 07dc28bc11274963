import type { ControlClient } from '@foyer/emulator';
import type { z } from 'zod';
import type { AnyContract, ApiOf } from '../../contracts/capability-contract';
import type { PushEvent } from '../../preload/api';
import type { CookieChangeFeed } from './cookies/cdp-cookies';
import type { DemoAppLink } from './demo-app/demo-app-link';
import type { CdpTransport } from './transport';

/** What a runtime (Electron or the Chromium mode) hands the capabilities of one testbed window. */
export type CapabilityDeps = {
  /** The testbed page's DevTools protocol: Electron's debugger, or a Playwright CDP session. */
  cdp: CdpTransport;
  /**
   * Calls back each time `cdp` attaches again after losing the page (Electron's debugger lets go
   * when DevTools opens): whatever the old protocol session set up, such as virtual
   * authenticators, is gone by then.
   */
  cdpReattached: (listener: () => void) => () => void;
  /** The testbed page's own URL: its cookies are the ones sent to it. */
  pageUrl: () => string;
  /** Live cookie changes: Electron's session reports them, the Chromium mode diffs the jar. */
  cookieChanges: CookieChangeFeed;
  /** The JSON file presets and the last mount live in. */
  settingsFile: string;
  /** The JSON file virtual authenticators and their credentials live in, next to the settings. */
  passkeysFile: string;
  /** The JSON file the test wallets' keys, accounts and approval modes live in, next to the settings. */
  walletsFile: string;
  emulatorControl: (publicToken: string) => ControlClient;
  /** The demo third-party app `npm start` runs beside the testbed; null when there is none. */
  demoApp: DemoAppLink | null;
  log: (message: string) => void;
};

/**
 * The arguments each method accepts, as one tuple schema per method. The renderer runs a
 * third-party widget and page content, so every call is parsed before the capability sees it.
 */
export type ArgumentSchemas<Api> = {
  [Method in keyof Api]: Api[Method] extends (...args: infer Args) => unknown ? z.ZodType<Args> : never;
};

/** One capability: its contract, the schema of every method's arguments, and how it starts. */
export type Capability<Contract extends AnyContract> = {
  contract: Contract;
  args: ArgumentSchemas<ApiOf<Contract>>;
  /**
   * Starts the capability for one window; `dispose` stops whatever it keeps running. `ready`
   * settles once what the page may use from its first script on is in place (virtual
   * authenticators); it never rejects, the capability reports its own failures.
   */
  start(
    deps: CapabilityDeps,
    push: PushEvent,
  ): { handlers: ApiOf<Contract>; dispose?(): void; ready?: Promise<void> };
};

/**
 * The one contract between the testbed's renderer and its privileged side. Electron's main process
 * (over IPC, through the preload) and the Chromium mode (over a Playwright binding) both implement
 * it; the renderer only ever sees `window.testbed`, typed as {@link TestbedApi}.
 *
 * Everything here is plain JSON: values cross a structured-clone or JSON boundary in both modes.
 * This file is type-only apart from the channel tables, so the renderer can import it.
 */

// ---- Cookies ---------------------------------------------------------------------------------

export type SameSite = 'Strict' | 'Lax' | 'None' | '';

/** One cookie with the columns Chrome DevTools shows. */
export type Cookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch, or null for a session cookie. */
  expires: number | null;
  /** Bytes of name plus value, as DevTools counts them. */
  size: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: SameSite;
};

/** What identifies a cookie in the jar. */
export type CookieKey = Pick<Cookie, 'name' | 'domain' | 'path'>;

/**
 * Why a cookie changed. Electron reports these from the network stack; the Chromium mode derives
 * the first four by comparing the jar before and after.
 */
export type CookieChangeCause =
  | 'inserted'
  | 'overwrite'
  | 'explicit'
  | 'expired'
  | 'evicted'
  | 'expired-overwrite'
  | 'inserted-no-change-overwrite'
  | 'inserted-no-value-change-overwrite';

export type CookieChange = { cookie: Cookie; cause: CookieChangeCause; removed: boolean; at: number };

// ---- Mount settings and presets --------------------------------------------------------------

export const MOUNT_MODES = ['login', 'passwordReset', 'passkeyRegistration', 'identityProvider'] as const;
export type MountMode = (typeof MOUNT_MODES)[number];

export const LOCALES = ['en', 'es', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];

/** The host page's Content-Security-Policy: the strict one of a careful host, or only the testbed's baseline. */
export type HostCsp = 'strict' | 'off';

/**
 * Everything the Mount panel controls. The JSON-valued fields stay as the developer typed them
 * (objects), so a preset restores exactly what was saved.
 */
export type MountSettings = {
  mode: MountMode;
  /** Only read in `passwordReset` mode. */
  passwordResetToken: string;
  /** Query parameters of the identity-provider flow, as `key=value&…`. */
  identityProviderParams: string;
  config: Record<string, unknown>;
  styles: Record<string, unknown>;
  strings: Record<string, unknown>;
  locale: Locale;
  shadowDom: boolean;
  hostCsp: HostCsp;
  publicToken: string;
};

export type Preset = { name: string; settings: MountSettings; savedAt: string };

export type PresetList = {
  presets: Preset[];
  /** The name of the preset restored on start, if any. */
  lastUsed: string | null;
  /** The settings of the last mount, whether or not it was saved as a preset. */
  current: MountSettings | null;
};

// ---- Emulator --------------------------------------------------------------------------------

/**
 * The origin the client library is given as `customBaseUrl`. Both modes map its host to the local
 * emulator and trust the emulator's certificate for it alone; the page's CSP allows it.
 */
export const EMULATOR_SDK_ORIGIN = 'https://api.emulator.test';

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export type InboxMessage = {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  /** A magic or reset link the message carries. */
  link: string | null;
  /** A one-time passcode the message carries. */
  code: string | null;
  sentAt: string;
};

export type EmulatorUser = {
  userId: string;
  emails: string[];
  phoneNumbers: string[];
  status: string;
  createdAt: string;
};

export type EmulatorSession = {
  sessionId: string;
  userId: string;
  startedAt: string;
  expiresAt: string;
  lastAccessedAt: string;
};

/** Make the next `count` calls to an endpoint fail, or slow them down, or both. */
export type FaultRequest = {
  /** An SDK path below `/sdk/v1`, e.g. `/magic_links/email/login_or_create`. */
  endpoint: string;
  count: number;
  /** When set, the call fails with this error type and status. */
  error: { type: string; status: number } | null;
  latencyMs: number;
};

export type ActiveFault = {
  id: string;
  endpoint: string;
  /** Calls still to be affected. */
  remaining: number;
  error: { type: string; status: number } | null;
  latencyMs: number;
};

/** Pushed whenever the watched project changes: a message, a user, a session, a fault. */
export type EmulatorChange = { publicToken: string; kind: string; at: number };

// ---- The API ---------------------------------------------------------------------------------

/** Every request the renderer can make, by method name. */
export type TestbedInvokeApi = {
  listCookies(): Promise<Cookie[]>;
  deleteCookie(key: CookieKey): Promise<void>;
  deleteAllCookies(): Promise<void>;

  listPresets(): Promise<PresetList>;
  savePreset(name: string, settings: MountSettings): Promise<PresetList>;
  deletePreset(name: string): Promise<PresetList>;
  /** Remembers the settings of the latest mount (and which preset they came from), for the next start. */
  rememberCurrent(settings: MountSettings, presetName: string | null): Promise<void>;

  listMessages(publicToken: string): Promise<InboxMessage[]>;
  listUsers(publicToken: string): Promise<EmulatorUser[]>;
  listSessions(publicToken: string): Promise<EmulatorSession[]>;
  deleteUser(publicToken: string, userId: string): Promise<void>;
  resetProject(publicToken: string): Promise<void>;
  listFaults(publicToken: string): Promise<ActiveFault[]>;
  injectFault(publicToken: string, fault: FaultRequest): Promise<void>;
  clearFaults(publicToken: string): Promise<void>;
  /** Streams {@link EmulatorChange} events for one project; watching another stops the previous. */
  watchProject(publicToken: string): Promise<void>;
};

export type InvokeMethod = keyof TestbedInvokeApi;

/** The IPC channel of each method. Main registers exactly these; the preload calls exactly these. */
export const INVOKE_CHANNELS = {
  listCookies: 'testbed:cookies:list',
  deleteCookie: 'testbed:cookies:delete',
  deleteAllCookies: 'testbed:cookies:delete-all',
  listPresets: 'testbed:presets:list',
  savePreset: 'testbed:presets:save',
  deletePreset: 'testbed:presets:delete',
  rememberCurrent: 'testbed:presets:remember-current',
  listMessages: 'testbed:emulator:messages',
  listUsers: 'testbed:emulator:users',
  listSessions: 'testbed:emulator:sessions',
  deleteUser: 'testbed:emulator:delete-user',
  resetProject: 'testbed:emulator:reset-project',
  listFaults: 'testbed:emulator:faults',
  injectFault: 'testbed:emulator:inject-fault',
  clearFaults: 'testbed:emulator:clear-faults',
  watchProject: 'testbed:emulator:watch',
} as const satisfies Record<InvokeMethod, string>;

/** Everything main pushes to the renderer, by event name. */
export type TestbedEvents = {
  cookieChanged: CookieChange;
  emulatorChanged: EmulatorChange;
};

export type TestbedEventName = keyof TestbedEvents;

export const EVENT_CHANNELS = {
  cookieChanged: 'testbed:event:cookie-changed',
  emulatorChanged: 'testbed:event:emulator-changed',
} as const satisfies Record<TestbedEventName, string>;

export type Unsubscribe = () => void;

/** What the renderer sees as `window.testbed`: named methods only, no raw channels. */
export type TestbedApi = TestbedInvokeApi & {
  /** Which privileged side answers: the Electron main process or the Chromium-mode bridge. */
  readonly runtime: 'electron' | 'chromium';
  onCookieChanged(listener: (change: CookieChange) => void): Unsubscribe;
  onEmulatorChanged(listener: (change: EmulatorChange) => void): Unsubscribe;
};

/** The subscription method of each pushed event, so both bridges build the same shape. */
export const EVENT_SUBSCRIBERS = {
  cookieChanged: 'onCookieChanged',
  emulatorChanged: 'onEmulatorChanged',
} as const satisfies Record<TestbedEventName, keyof TestbedApi>;

/** Main-side implementation of the invoke half; each bridge adds transport and sender checks. */
export type TestbedHandlers = TestbedInvokeApi;

/** How main pushes an event to the renderer it serves. */
export type PushEvent = <E extends TestbedEventName>(event: E, payload: TestbedEvents[E]) => void;

/**
 * `@foyer/emulator/testing`: helpers for a host app's own browser tests. They take Playwright's
 * `BrowserContext` or `Page` by shape only (nothing here imports Playwright), and reach the emulator
 * over its control API and its SDK API with `fetch`.
 */
import {
  type ControlClient,
  createControlClient,
  type InboxMessage,
  type MessageChannel,
  type SignedInSession,
  type SignInInput,
} from '../control/client';
import {
  SESSION_COOKIE,
  SESSION_JWT_COOKIE,
  type SessionCookieOptions,
  sessionCookies,
  type TestCookie,
} from './session-cookies';

export type {
  InboxMessage,
  MessageChannel,
  MessageSender,
  SignedInSession,
  SignInMethod,
} from '../control/client';
export { type SessionCookieOptions, sessionCookies, type TestCookie } from './session-cookies';

/** What the helpers need of a browser context (Playwright's `BrowserContext` fits). */
export interface CookieContext {
  addCookies(cookies: TestCookie[]): Promise<void>;
  cookies(urls?: string | string[]): Promise<ReadonlyArray<{ name: string; value: string }>>;
  clearCookies(options?: { name?: string; domain?: string; path?: string }): Promise<void>;
}

/** What the helpers need of a page (Playwright's `Page` fits): its context, and where it is. */
export interface ContextPage {
  context(): CookieContext;
  url(): string;
}

/** Which emulator and project: the emulator's address as the test process reaches it. */
export type EmulatorProject = {
  /** The emulator's plain-HTTP address, e.g. `http://localhost:8787`. */
  emulator: string;
  publicToken: string;
  /** The emulator's `--control-token`, when it was started with one. */
  controlToken?: string;
};

/** Where the session cookies go: the app's pages, and the client's `cookieOptions` if the app sets any. */
export type AppCookies = {
  /**
   * An address of the app (`http://localhost:3000`); taken from the page when it already shows one of
   * the app's pages. Required with a browser context.
   */
  appUrl?: string;
  cookieOptions?: SessionCookieOptions;
};

export type SignInOptions = EmulatorProject & AppCookies & SignInInput;

function controlOf({ emulator, publicToken, controlToken }: EmulatorProject): ControlClient {
  return createControlClient(emulator, publicToken, { controlToken });
}

function isPage(target: CookieContext | ContextPage): target is ContextPage {
  return typeof (target as Partial<ContextPage>).context === 'function';
}

function contextOf(target: CookieContext | ContextPage): CookieContext {
  return isPage(target) ? target.context() : target;
}

function appUrlOf(target: CookieContext | ContextPage, appUrl: string | undefined): string {
  if (appUrl) return appUrl;
  const current = isPage(target) ? target.url() : '';
  if (/^https?:/.test(current)) return current;
  throw new TypeError(
    'signIn and signOut need the app\'s address for its cookies: pass appUrl (e.g. "http://localhost:3000"), or a page that shows the app.',
  );
}

/**
 * Signs a user in without the UI: finds the user by id, or by email (creating it, verified, when no
 * user has it), makes a session on the project's clock as a login would (the methods give its
 * factors) and sets the cookies the provider's client reads, so the next page load is signed in.
 * The session is a real one: the client's startup check keeps it, and the backend SDK verifies it.
 */
export async function signIn(
  target: CookieContext | ContextPage,
  options: SignInOptions,
): Promise<SignedInSession> {
  const appUrl = appUrlOf(target, options.appUrl);
  const signedIn = await controlOf(options).signIn(options);
  await contextOf(target).addCookies(
    sessionCookies(appUrl, { ...signedIn, expires_at: signedIn.session.expires_at }, options.cookieOptions),
  );
  return signedIn;
}

/**
 * Signs the page's user out as the client's `session.revoke()` would: revokes the session its cookie
 * holds on the emulator, then removes both cookies. Without a session cookie it only clears.
 */
export async function signOut(
  target: CookieContext | ContextPage,
  options: EmulatorProject & AppCookies,
): Promise<void> {
  const context = contextOf(target);
  const appUrl = appUrlOf(target, options.appUrl);
  const tokenName = options.cookieOptions?.opaqueTokenCookieName || SESSION_COOKIE;
  const jwtName = options.cookieOptions?.jwtCookieName || SESSION_JWT_COOKIE;
  const token = (await context.cookies(appUrl)).find((cookie) => cookie.name === tokenName)?.value;
  if (token) await revokeSession(options, decodeURIComponent(token));
  await context.clearCookies({ name: tokenName });
  await context.clearCookies({ name: jwtName });
}

/** The client's own revoke call: `POST /sdk/v1/sessions/revoke` authenticated by the session token. */
async function revokeSession({ emulator, publicToken }: EmulatorProject, sessionToken: string) {
  const response = await fetch(`${emulator.replace(/\/+$/, '')}/sdk/v1/sessions/revoke`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${publicToken}:${sessionToken}`)}` },
  });
  // A session already gone (revoked, expired) leaves nothing to revoke: signing out still succeeds.
  if (!response.ok && response.status !== 404 && response.status !== 401) {
    throw new Error(
      `The emulator refused to revoke the session: ${response.status} ${await response.text()}`,
    );
  }
}

export type InboxQuery = EmulatorProject & {
  /** The address or phone number the message went to. */
  to: string;
  /** Words its subject contains, in any case (texts have no subject). */
  subject?: string;
  /** How long to wait for a message to arrive (default 10 s). */
  timeoutMs?: number;
};

/**
 * The newest message to `to` (on `channel`, with `subject` in its subject), waiting for one: its
 * sender (`from`), subject, text, and the link or passcode it carries.
 */
export function latestMessage(query: InboxQuery & { channel?: MessageChannel }): Promise<InboxMessage> {
  return controlOf(query).latestMessage({
    to: query.to,
    channel: query.channel,
    subject: query.subject,
    timeoutMs: query.timeoutMs,
  });
}

/** The link of the newest email to `to` (a magic link, an invite, a password reset), waiting for one. */
export async function latestLink(query: InboxQuery): Promise<string> {
  const message = await latestMessage({ ...query, channel: 'email' });
  if (!message.link) throw new Error(`The newest email to ${query.to} carries no link.`);
  return message.link;
}

/** The passcode of the newest message to `to` (email, text or WhatsApp), waiting for one. */
export async function latestCode(query: InboxQuery & { channel?: MessageChannel }): Promise<string> {
  const message = await latestMessage(query);
  if (!message.code) throw new Error(`The newest message to ${query.to} carries no passcode.`);
  return message.code;
}

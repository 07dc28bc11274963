import { expect, type Locator, type Page } from '@playwright/test';
import type { WalletProfile } from '../../renderer/wallets';
import type { MountMode, WidgetConfig, WidgetError, WidgetEvent } from '../../widget/src';
// The harness page's globals (`window.foyer`, `window.foyerEvents`, `window.hostLogin`, …).
import type {} from '../harness/widget';
import { expectAxeClean } from './axe';

export type HarnessOptions = {
  publicToken: string;
  config?: WidgetConfig;
  /** Render into an open shadow root (`enableShadowDOM`). */
  shadow?: boolean;
  /** Serve the page with the strict Content-Security-Policy of `static-server.ts`. */
  strictCsp?: boolean;
  /** A BCP 47 tag or `auto`, chosen among every catalog the widget ships. */
  locale?: string;
  /** The widget's `dir` option; by default the language's own direction. */
  dir?: 'ltr' | 'rtl';
  /** The mount mode; login when absent. */
  mode?: MountMode;
  /** Test wallets installed before the widget mounts (their keys: tests/support/test-wallets.ts). */
  wallets?: WalletProfile;
  /** The emulator's plain-HTTP address: the client takes `emulatorClientOptions(emulator)` (no mapped host). */
  emulator?: string;
};

/** The harness page's address (relative to the harness origin) for these options. */
export function harnessPath({
  publicToken,
  config,
  shadow,
  strictCsp,
  locale,
  dir,
  mode,
  wallets,
  emulator,
}: HarnessOptions): string {
  const params = new URLSearchParams({ publicToken });
  if (mode) params.set('mode', mode);
  if (wallets) params.set('wallets', wallets);
  if (emulator) params.set('emulator', emulator);
  if (config) params.set('config', JSON.stringify(config));
  if (shadow) params.set('shadow', '1');
  if (strictCsp) params.set('csp', 'strict');
  if (locale) params.set('locale', locale);
  if (dir) params.set('dir', dir);
  return `/widget.html?${params}`;
}

/**
 * Magic links only, with both emailed links leading back to this harness for the same project (and
 * the same `linkPage` options, such as the strict CSP), so the harness's host code completes the login.
 */
export function magicLinkConfig(
  baseURL: string | undefined,
  publicToken: string,
  linkPage: Omit<HarnessOptions, 'publicToken' | 'config'> = {},
): WidgetConfig {
  const redirect = `${baseURL ?? ''}${harnessPath({ publicToken, ...linkPage })}`;
  return {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
  };
}

/** Waits for the client's startup session check, so a later login is never undone by its answer. */
export function startupSessionCheck(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
}

/**
 * Opens the harness and waits out the client's startup session check. Unless `expectMain` is false,
 * also waits for Main (its forms render with it, in one commit).
 */
export async function openWidget(
  page: Page,
  options: HarnessOptions,
  { expectMain = true }: { expectMain?: boolean } = {},
): Promise<void> {
  const checked = startupSessionCheck(page);
  await page.goto(harnessPath(options));
  await checked;
  if (!expectMain) return;
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
}

/** The widget's own root element (inside the shadow root in shadow mode). */
export const widgetRoot = (page: Page): Locator => page.locator('.foyer-root');

export const widgetEvents = (page: Page): Promise<WidgetEvent[]> => page.evaluate(() => window.foyerEvents);

/**
 * Records the widget's events as they happen, on every page this `page` loads, so the events of a
 * page that navigates away right after them are not lost with it. Call before the first navigation.
 */
export async function recordWidgetEvents(page: Page): Promise<WidgetEvent[]> {
  const events: WidgetEvent[] = [];
  await page.exposeFunction('__foyerEventSeen', (event: WidgetEvent) => events.push(event));
  return events;
}
/** An error the widget reported, with the part of its cause a host would read. */
export type ReportedError = Pick<WidgetError, 'message'> & { cause: { error_type: string | undefined } };

export const widgetErrors = (page: Page): Promise<ReportedError[]> =>
  page.evaluate(() =>
    // The cause is a client error object; keep the parts a host would read.
    window.foyerErrors.map(({ message, cause }) => ({
      message,
      cause: { error_type: (cause as { error_type?: string } | undefined)?.error_type },
    })),
  );

/** Axe over the widget (it reads into open shadow roots): zero violations. */
export const expectNoAxeViolations = (page: Page): Promise<void> =>
  expectAxeClean(page, { include: '#widget' });

export type CspViolation = { directive: string; blockedURI: string; sample: string; source: string };

/**
 * Records Content-Security-Policy violations on every page this `page` loads: the browser's
 * `securitypolicyviolation` events (composed, so those from shadow roots reach the document) and its
 * console reports. Call before the first navigation; the returned list fills as violations happen.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__foyerCspViolation', (violation: CspViolation) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __foyerCspViolation(v: CspViolation): void }).__foyerCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blockedURI: '', sample: message.text(), source: page.url() });
    }
  });
  return violations;
}

/**
 * The source modules bundled into each script, read from the source maps the harness build writes
 * next to its chunks. Chunk file names are hashed and may merge modules; their maps say what is inside.
 * A chunk without a map (the bundler's own runtime) appears as `generated:<url>`.
 */
export async function modulesOfScripts(page: Page, scriptUrls: readonly string[]): Promise<string[]> {
  const modules = await Promise.all(
    [...new Set(scriptUrls)].map(async (url) => {
      const response = await page.request.get(`${url}.map`);
      if (response.status() === 404) return [`generated:${url}`];
      expect(response.ok(), `source map of ${url}`).toBe(true);
      const { sources } = (await response.json()) as { sources: string[] };
      return sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
    }),
  );
  return modules.flat();
}

/** libphonenumber-js and its metadata. */
export const isPhoneLibrary = (module: string) => module.includes('node_modules/libphonenumber-js/');
/** The password screens: `screens/password/*`. */
export const isPasswordScreen = (module: string) => /widget\/src\/screens\/password\//.test(module);

/** The modules of every script the page requested so far from its own origin. */
export async function downloadedModules(page: Page, scripts: readonly string[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  return modulesOfScripts(
    page,
    scripts.filter((url) => url.startsWith(origin)),
  );
}

/** Every script the page requested, in order. */
export function recordScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

export async function sendMagicLink(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

/** Opens an emailed magic link in the page, as the user would, and waits for the host to log in with it. */
export async function openMagicLink(page: Page, link: string): Promise<void> {
  expect(link).toContain('stytch_token_type=magic_links');
  await page.goto(link);
  await expect.poll(() => page.evaluate(() => window.hostLogin)).toEqual({ status: 'done' });
  await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
  expect(await page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
  // The link is used up and gone from the address bar.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
}

/** The session cookies the client writes on login. */
export async function sessionCookieNames(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  return cookies
    .filter((cookie) => cookie.value !== '' && cookie.name.startsWith('stytch_session'))
    .map((cookie) => cookie.name)
    .sort();
}

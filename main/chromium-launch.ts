import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostResolverRules } from '@foyer/emulator';
import { chromium } from 'playwright-core';

// The testbed's Chromium mode and the test suites launch the same browser with the same flags;
// it lives here because `npm start` must not depend on the tests' folder.

/** Where a Chromium may live, in the order we prefer: Playwright's own build, then the system's. */
const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

export type ChromiumFound = { path: string; source: 'playwright' | 'system' | 'environment' };

/** Finds a Chromium to drive, or undefined when the machine has none. */
export function findChromium(): ChromiumFound | undefined {
  const fromEnv = process.env.FOYER_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'environment' };
  const playwrights = chromium.executablePath();
  if (playwrights && existsSync(playwrights)) return { path: playwrights, source: 'playwright' };
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  return system ? { path: system, source: 'system' } : undefined;
}

/**
 * Flags every run uses: no GPU, and no background calls to Google's services, which these machines
 * cannot reach. The sandbox is not among them: Playwright launches without it unless asked
 * (`chromiumSandbox: true`), and the testbed asks wherever it can run (chromium-sandbox.ts).
 */
export const BASE_CHROMIUM_FLAGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Flags that send `https://api.emulator.test` and Google's One Tap host `https://accounts.google.com`
 * (port 443) to the emulator's HTTPS port and trust its self-signed certificate by its public-key
 * hash alone.
 */
export function emulatorFlags(httpsUrl: string, spkiHash: string): string[] {
  const { port } = new URL(httpsUrl);
  return [
    `--host-resolver-rules=${hostResolverRules(port)}`,
    `--ignore-certificate-errors-spki-list=${spkiHash}`,
  ];
}

/**
 * What makes the testbed's own window look like an app rather than a browser under test, as
 * Playwright's own app windows do: `--test-type` drops the "unsupported command-line flag" bar that
 * `--ignore-certificate-errors-spki-list` (and `--no-sandbox`, where the sandbox is off) would raise, and without
 * `--enable-automation` there is no "controlled by automated test software" bar.
 */
export const TESTBED_WINDOW_FLAGS = ['--test-type'];
export const TESTBED_IGNORED_DEFAULT_FLAGS = ['--enable-automation'];

/**
 * Profile preferences that keep Chromium's own prompts off the panels and the widget: no "Save
 * password?" bubble, no saved addresses, cards or typed-before entries offered over the widget's
 * fields. The widget's autocomplete attributes are for the host's users; the testbed's are testers.
 */
export const QUIET_PROFILE_PREFS = {
  credentials_enable_service: false,
  credentials_enable_autosignin: false,
  profile: { password_manager_enabled: false },
  autofill: { profile_enabled: false, credit_card_enabled: false },
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `prefs` laid over a profile's existing preferences, keeping every other setting it holds. */
export function withPrefs(existing: unknown, prefs: Record<string, Json>): Record<string, Json> {
  const merged: Record<string, Json> = isObject(existing) ? { ...existing } : {};
  for (const [key, value] of Object.entries(prefs)) {
    merged[key] = isObject(value) ? withPrefs(merged[key], value) : value;
  }
  return merged;
}

/**
 * Writes the quiet preferences into a persistent profile before Chromium starts. Playwright has no
 * option for Chromium's preferences, and Chromium reads them from `Default/Preferences` at start.
 * A file it cannot parse would be replaced by Chromium anyway, so it is replaced here.
 */
export async function writeQuietProfilePrefs(profileDir: string): Promise<void> {
  const file = join(profileDir, 'Default', 'Preferences');
  const existing: unknown = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => undefined);
  await mkdir(join(profileDir, 'Default'), { recursive: true });
  await writeFile(file, JSON.stringify(withPrefs(existing, QUIET_PROFILE_PREFS)));
}

import { existsSync } from 'node:fs';
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
 * Flags every run uses: no sandbox (root in containers), no GPU, and no background calls to
 * Google's services, which these machines cannot reach.
 */
export const BASE_CHROMIUM_FLAGS = [
  '--no-sandbox',
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

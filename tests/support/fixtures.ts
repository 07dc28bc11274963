import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ControlClient,
  createControlClient,
  type RunningEmulator,
  startEmulator,
} from '@foyer/emulator';
import { test as base } from '@playwright/test';
import { reuseSigningKeys } from '../../emulator/src/test-support/reused-signing-keys';
import type { WalletEngine } from '../../main/capabilities/wallets/wallet-engine';
import { BASE_CHROMIUM_FLAGS, emulatorFlags, findTestChromium } from './chromium';
import { type LoopbackFixtures, loopbackOnlyFixture, withLoopbackOnly } from './loopback-pages';
import { type StaticServer, serveStatic } from './static-server';
import { bindTestWallets } from './test-wallets';

const here = dirname(fileURLToPath(import.meta.url));
// Every test makes a project, and each project's first session a signing key: RSA generation and a
// certificate signed in JavaScript, a third of a second of this worker's CPU each. The emulators these
// workers start sign with a few real keys reused under new key ids, as the vitest runs do.
reuseSigningKeys();
/** This run's harness build (global-setup.ts); the shared folder when a worker starts without one. */
const HARNESS_DIST = process.env.FOYER_HARNESS_DIST ?? resolve(here, '../.harness-dist');

type WorkerFixtures = {
  /** One emulator per worker, on free ports, so parallel workers never collide. */
  emulator: RunningEmulator;
  /** The built harness pages, served from `http://localhost:<port>`. */
  harness: StaticServer;
};

type TestFixtures = {
  /** A fresh public token per test: the emulator creates a new project for it. */
  publicToken: string;
  /** The emulator's control API (inbox, users, project settings, faults) for this test's project. */
  control: ControlClient;
  /** Keys and approvals of the page's test wallets (open the harness with `wallets: <profile>`). */
  wallets: WalletEngine;
};

export const test = base.extend<TestFixtures & LoopbackFixtures, WorkerFixtures>({
  ...loopbackOnlyFixture,
  emulator: [
    async ({}, use) => {
      const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  harness: [
    async ({}, use) => {
      const server = await serveStatic(HARNESS_DIST);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ emulator }, use) => {
      const chromium = findTestChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({
        executablePath: chromium.path,
        args: withLoopbackOnly([
          ...BASE_CHROMIUM_FLAGS,
          ...emulatorFlags(emulator.httpsUrl, emulator.spkiHash),
        ]),
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ harness }, use) => {
    await use(harness.origin);
  },
  publicToken: async ({}, use) => {
    await use(`public-token-test-${randomUUID()}`);
  },
  control: async ({ emulator, publicToken }, use) => {
    await use(createControlClient(emulator.httpUrl, publicToken));
  },
  wallets: async ({ page }, use) => {
    const bound = await bindTestWallets(page);
    await use(bound.engine);
    await bound.dispose();
  },
});

export { expect } from '@playwright/test';

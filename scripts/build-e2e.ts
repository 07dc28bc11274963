import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  buildGalleryPage,
  buildHarnessPages,
  buildTestbedRenderer,
  E2E_BUILDS_LISTING,
  E2E_BUILT_ENV,
} from '../tests/support/e2e-builds';
import type { ListedTest } from '../tests/support/listing-reporter';
import { buildHostApp } from './host-app';
import { installViteApp } from './vite-app';

/**
 * `npm test`'s background step after the package check: every page the end-to-end tests open and
 * both example apps (installed from the tarballs the package check packed), built while vitest runs.
 * The harness goes into the folder `npm test` names in `FOYER_E2E_BUILT` and hands to Playwright.
 * Once every build has passed, they are listed for the coverage map: some were Playwright setup tests once.
 */
const harness = process.env[E2E_BUILT_ENV];
if (!harness) throw new Error(`${E2E_BUILT_ENV} must name the folder to build the harness pages into.`);

const builds: [title: string, build: () => void | Promise<void>][] = [
  ['build the widget harness pages', () => buildHarnessPages(harness)],
  ['build the testbed renderer', buildTestbedRenderer],
  ['build the gallery page', buildGalleryPage],
  ['build the host app against the packed widget and emulator', buildHostApp],
  ['install the Vite app from the packed packages', installViteApp],
];
for (const [, build] of builds) await build();
const built: ListedTest[] = builds.map(([title]) => ({ file: 'scripts/build-e2e.ts', title }));
const listing = join(import.meta.dirname, '..', E2E_BUILDS_LISTING);
mkdirSync(dirname(listing), { recursive: true });
writeFileSync(listing, `${JSON.stringify(built, null, 2)}\n`);
console.log('built: the harness pages, the testbed, the gallery, the host app and the Vite app');

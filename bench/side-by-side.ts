import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@foyer/emulator';
import { emulatorFlags } from '../tests/support/chromium';
import { serveStatic } from '../tests/support/static-server';
import { launchBenchChromium } from './bench-chromium';
import {
  type BytesSummary,
  type ChunkBytes,
  lazyFilesBeforeInteractive,
  staticClosure,
  summariseBytes,
} from './chunk-bytes';
import { type ColdRun, coldRun } from './cold-run';
import { buildBenchPage } from './page-build';
import { BENCH_CONFIG_NAMES, type BenchConfigName } from './pages/bench-params';
import type { BenchPage } from './pages/vite.config';
import { median } from './stats';
import { stytchHeadlessModules } from './stytch-headless-modules';

const here = dirname(fileURLToPath(import.meta.url));
const PAGES_DIST = resolve(here, '.pages-dist');
export const BENCH_PAGES: readonly BenchPage[] = ['foyer', 'stytch'];

export const CONFIG_LABELS: Record<BenchConfigName, string> = {
  magicLinks: 'magic links only',
  passcodes: 'SMS and email passcodes',
  magicLinksPasswords: 'magic links with passwords',
};

export type ProductResult = {
  runs: ColdRun[];
  medianMountToInteractive: number;
  medianLoadToInteractive: number;
  /** The entry and its static imports: the same for every config. */
  staticBytes: BytesSummary;
  /** Lazy files downloaded before the input was usable, in at least half of the good runs. */
  lazyBytesBeforeInteractive: BytesSummary;
};

export type ConfigResult = { config: BenchConfigName; label: string } & Record<BenchPage, ProductResult>;

export type SideBySideResult = {
  runsPerProduct: number;
  chromium: string;
  configs: ConfigResult[];
  /** Every JavaScript file of each page's build, loaded or not. */
  wholeBuild: Record<BenchPage, BytesSummary>;
};

function summariseProduct(runs: ColdRun[], chunks: readonly ChunkBytes[]): ProductResult {
  const good = runs.filter((run) => run.ok);
  const staticChunks = staticClosure(chunks);
  const lazy = new Set(
    lazyFilesBeforeInteractive(runs, new Set(staticChunks.map((chunk) => chunk.fileName))),
  );
  return {
    runs,
    medianMountToInteractive: median(good.map((run) => run.mountToInteractive)),
    medianLoadToInteractive: median(good.map((run) => run.loadToInteractive)),
    staticBytes: summariseBytes(staticChunks),
    lazyBytesBeforeInteractive: summariseBytes(chunks.filter((chunk) => lazy.has(chunk.fileName))),
  };
}

/**
 * Foyer and Stytch's prebuilt UI, each built as a production page, loaded cold (a new browser
 * context, a new project) in one Chromium against one emulator, alternating product run by run
 * (Foyer first in even pairs, Stytch first in odd ones, so neither always runs on a warmer machine).
 */
export async function benchSideBySide(runsPerProduct: number): Promise<SideBySideResult> {
  const clientModules = stytchHeadlessModules();
  const chunks = {} as Record<BenchPage, ChunkBytes[]>;
  for (const page of BENCH_PAGES)
    chunks[page] = await buildBenchPage(page, resolve(PAGES_DIST, page), clientModules);

  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  const server = await serveStatic(PAGES_DIST);
  const { browser, executablePath } = await launchBenchChromium(
    emulatorFlags(emulator.httpsUrl, emulator.spkiHash),
  );
  try {
    const configs: ConfigResult[] = [];
    for (const config of BENCH_CONFIG_NAMES) {
      const runs: Record<BenchPage, ColdRun[]> = { foyer: [], stytch: [] };
      for (let pair = 0; pair < runsPerProduct; pair += 1) {
        const order = pair % 2 === 0 ? BENCH_PAGES : [...BENCH_PAGES].reverse();
        for (const page of order) {
          const url = `${server.origin}/${page}/${page}.html`;
          const token = `public-token-test-bench-${randomUUID()}`;
          runs[page].push(await coldRun(browser, url, page, config, token));
        }
      }
      configs.push({
        config,
        label: CONFIG_LABELS[config],
        foyer: summariseProduct(runs.foyer, chunks.foyer),
        stytch: summariseProduct(runs.stytch, chunks.stytch),
      });
    }
    return {
      runsPerProduct,
      chromium: `${browser.version()} (${executablePath})`,
      configs,
      wholeBuild: { foyer: summariseBytes(chunks.foyer), stytch: summariseBytes(chunks.stytch) },
    };
  } finally {
    await browser.close();
    await server.close();
    await emulator.close();
  }
}

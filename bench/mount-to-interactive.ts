import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@foyer/emulator';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { BASE_CHROMIUM_FLAGS, emulatorFlags, findChromium } from '../tests/support/chromium';
import { serveStatic } from '../tests/support/static-server';
import { type BenchResult, median } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = 10;

/** Product sets whose first paint differ most: the smallest, and the one with lazily loaded phone parsing. */
const CONFIGS: Array<{ name: string; config: object }> = [
  { name: 'magic links only', config: { products: ['emailMagicLinks'] } },
  {
    name: 'passcodes (sms, email)',
    config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } },
  },
  {
    name: 'magic links + passwords',
    config: { products: ['emailMagicLinks', 'passwords'] },
  },
];

/**
 * Time from navigation start until the widget's first input accepts typing, in a real Chromium
 * against the emulator, with a cold browser context each run (nothing cached).
 */
export async function benchMountToInteractive(): Promise<BenchResult> {
  await build({ configFile: resolve(here, '../tests/harness/vite.config.ts'), logLevel: 'warn' });
  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  const harness = await serveStatic(resolve(here, '../tests/.harness-dist'));
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: run `npm test` once, or set FOYER_CHROMIUM.');
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [...BASE_CHROMIUM_FLAGS, ...emulatorFlags(emulator.httpsUrl, emulator.spkiHash)],
  });
  try {
    const rows = [];
    for (const { name, config } of CONFIGS) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const token = `public-token-test-bench-${randomUUID()}`;
        const query = new URLSearchParams({ token, config: JSON.stringify(config) });
        await page.goto(`${harness.origin}/widget.html?${query}`);
        await page.locator('.foyer-root input:not([disabled])').first().waitFor();
        samples.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      const sorted = [...samples].sort((a, b) => a - b);
      rows.push({
        config: name,
        runs: RUNS,
        'median ms': Math.round(median(samples)),
        'min ms': Math.round(sorted[0] ?? Number.NaN),
        'max ms': Math.round(sorted.at(-1) ?? Number.NaN),
      });
    }
    return { name: 'mount to interactive (navigation start → first enabled input)', rows };
  } finally {
    await browser.close();
    await harness.close();
    await emulator.close();
  }
}

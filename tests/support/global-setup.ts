import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the harness pages once per run; every worker serves the same build. */
export default async function globalSetup(): Promise<void> {
  await build({ configFile: resolve(here, '../harness/vite.config.ts'), logLevel: 'warn' });
}

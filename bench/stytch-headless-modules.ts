import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const IMPORT_SPECIFIERS = /(?:^|[;\s])(?:import|export)\s*(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

/**
 * The real paths of every file `@stytch/vanilla-js/headless` reaches through its imports, read
 * from the installed package (production ESM build). That set is the provider's client; the UI
 * entry's extra files are its prebuilt UI.
 */
export function stytchHeadlessModules(): Set<string> {
  // Read from the package's exports map: a resolver's conditions (a test runner adds `development`)
  // would pick another build than the bench pages' production one.
  const root = realpathSync(resolve(here, '../node_modules/@stytch/vanilla-js'));
  const { exports } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: { production: string } }>;
  };
  const headless = exports['./headless']?.import.production;
  if (!headless) throw new Error('@stytch/vanilla-js has no production ESM build of ./headless');
  const entry = resolve(root, headless);
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(IMPORT_SPECIFIERS)) {
      if (specifier.startsWith('.')) queue.push(realpathSync(resolve(dirname(file), specifier)));
    }
  }
  return new Set([...seen].map((path) => path.replaceAll('\\', '/')));
}

import type { Alias } from 'vite';

/**
 * The console is written against React's API and shipped on Preact's compatibility layer: the
 * emulator's page then loads about 50 kB of script where react-dom alone is over 200 kB, and a cold
 * console is usable sooner (`npm run bench -- console`). The testbed mounts the same views with
 * React itself, so both runtimes run them. Exact names only: `react-dom/client` is not `react-dom`.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

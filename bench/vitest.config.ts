import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The bench's pure parts: statistics, goals, and how bytes are grouped and counted.
export default defineConfig({
  test: {
    name: 'bench',
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.pages-dist/**', 'results/**'],
    environment: 'node',
    setupFiles: ['../tests/support/vitest-loopback-only.ts'],
  },
});

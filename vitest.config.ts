import { defineConfig } from 'vitest/config';

// One `vitest run` covers every part: each workspace keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      'emulator-client/vitest.config.ts',
      'emulator/vitest.config.ts',
      'emulator/vitest.isolated.config.ts',
      'widget/vitest.config.ts',
      'widget/vitest.isolated.config.ts',
      'vitest.testbed.config.ts',
      'console/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});

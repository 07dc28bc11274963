import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { EnvironmentGroupingSequencer } from './tests/support/vitest-sequencer.ts';

// One `vitest run` covers every part: each workspace keeps its own config beside its code.
export default defineConfig({
  test: {
    // Vitest's default keeps a core for its own process, which waits on its workers nearly all the run:
    // on a 2-core machine that left one core idle and the run half as fast as it can be.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files that share a worker's modules run next to each other (see the sequencer).
    sequence: { sequencer: EnvironmentGroupingSequencer },
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

import { benchBundleSize } from './bundle-size';
import { benchEmulatorThroughput } from './emulator-throughput';
import { benchMountToInteractive } from './mount-to-interactive';
import type { BenchResult } from './stats';

/**
 * `npm run bench`: speed and size, measured and printed. Nothing here passes or fails on a
 * number; compare runs on the same machine.
 */
const benches: Array<() => Promise<BenchResult>> = [
  benchBundleSize,
  benchMountToInteractive,
  benchEmulatorThroughput,
];

for (const bench of benches) {
  const result = await bench();
  console.log(`\n${result.name}`);
  console.table(result.rows);
}

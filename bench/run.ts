import { benchBackendSdk } from './backend-sdk';
import { benchConsole } from './console-load';
import { benchEmulatorMemory } from './emulator-memory';
import { benchEmulatorThroughput } from './emulator-throughput';
import { consoleSection, renderReport, writeReport } from './report';
import { benchSideBySide } from './side-by-side';

/**
 * `npm run bench`: Foyer beside Stytch's prebuilt UI (speed and bytes), then the emulator's
 * throughput and memory, and a host server's session checks through the backend SDK. Nothing here
 * passes or fails on a number. `BENCH_RUNS=3` for a quick try; `npm run bench -- console` measures
 * the emulator's console alone and prints its table.
 */
const DEFAULT_RUNS = 15;

function runsFromEnv(): number {
  const value = process.env.BENCH_RUNS;
  if (value === undefined || value === '') return DEFAULT_RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not "${value}"`);
  return runs;
}

if (process.argv[2] === 'console') {
  console.log(`\n${consoleSection(await benchConsole(runsFromEnv()))}`);
} else {
  const startedAt = new Date().toISOString();
  const runs = runsFromEnv();
  const sideBySide = await benchSideBySide(runs);
  const throughput = await benchEmulatorThroughput();
  const memory = await benchEmulatorMemory();
  const backendSdk = await benchBackendSdk();
  const consoleLoad = await benchConsole(runs);
  const report = renderReport(sideBySide, throughput, memory, backendSdk, consoleLoad);
  const folder = writeReport(report, sideBySide, throughput, memory, backendSdk, consoleLoad, startedAt);
  console.log(`\n${report.markdown}`);
  console.log(`Results: ${folder}/results.md and results.json`);
}

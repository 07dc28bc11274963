import { spawnSync } from 'node:child_process';

/**
 * Runs a command with its output kept back, shown only when it fails: a package's `prepack` build,
 * whose chunk tables and reports say nothing to someone who only wants the tarball (`npm run build`
 * shows them). Usage: tsx ../scripts/run-quietly.ts <command> [args...]
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/run-quietly.ts <command> [args...]');
  process.exit(2);
}
const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (result.error) {
  console.error(`${command}: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exit(result.status ?? 1);
}

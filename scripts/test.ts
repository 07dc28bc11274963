import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Stops at the first
 * step that fails and says which.
 */
const steps: Array<[name: string, command: string, args: string[]]> = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and component tests (vitest)', 'npx', ['vitest', 'run']],
  ['Electron security checks (Electronegativity)', 'npm', ['run', '--silent', 'security:electron']],
  ['widget build and size report', 'npm', ['run', '--silent', 'build', '-w', 'widget']],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const chromium = ensureChromium();
console.log(`Chromium for end-to-end tests: ${chromium}`);

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FOYER_CHROMIUM: chromium },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');

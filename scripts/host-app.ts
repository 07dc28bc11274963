import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyPacksInto } from './pack-packages';

/**
 * Builds and serves `examples/host-app` as a developer who installed our packages would: the packed
 * packages (`npm pack`, whose `prepack` builds them) are installed from the tarballs into the example's
 * own node_modules, so a file missing from a package fails the example.
 */
const root = resolve(import.meta.dirname, '..');
export const HOST_APP = join(root, 'examples/host-app');
const packs = join(HOST_APP, '.packs');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
}

/**
 * Installs the packed packages (`packs/`, see pack-packages.ts; the registry for everything else) and
 * runs `next build`.
 */
export function buildHostApp(): void {
  copyPacksInto(packs);
  // npm keeps an installed tarball whose version did not change: take the new packs by force.
  rmSync(join(HOST_APP, 'node_modules/@foyer'), { recursive: true, force: true });
  // No lockfile: the tarballs' checksums change with every pack.
  // Dev dependencies too (the emulator), whatever NODE_ENV a test runner's build step left set.
  run(
    'npm',
    ['install', '--include=dev', '--prefer-offline', '--no-package-lock', '--no-audit', '--no-fund'],
    HOST_APP,
  );
  run(join(HOST_APP, 'node_modules/.bin/next'), ['build'], HOST_APP);
}

/** The project the example's scripts (`start:emulated`, `dev:emulated`) fix with `--project`. */
export const HOST_APP_PROJECT = {
  publicToken: 'public-token-test-host-app',
  projectId: 'project-test-host-app',
  secret: 'secret-test-host-app',
};

export type EmulatedHostApp = {
  url: string;
  /** The emulator's plain-HTTP address, read from the banner `foyer-emulator exec` prints. */
  emulatorUrl: string;
  stop(): Promise<void>;
};

/**
 * The example's `npm run start:emulated -- --port <port>` (`foyer-emulator exec … -- next start`, from
 * the packed emulator): the app's production build with a fresh emulator in its environment, as a
 * host's developer runs it. Resolves once the app answers; `stop` ends the app and the emulator.
 */
export async function startEmulatedHostApp(
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<EmulatedHostApp> {
  const child = spawn('npm', ['run', '--silent', 'start:emulated', '--', '--port', String(port)], {
    cwd: HOST_APP,
    // Its own process group: stopping it reaches npm, exec, the emulator and next alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Nothing beyond the emulator and the npm registry: no usage reports to Vercel.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const emulatorUrl = await new Promise<string>((ready, fail) => {
    const check = () => {
      const banner = /HTTP:\s+(http:\/\/\S+)/.exec(stderr);
      if (banner?.[1] && /Ready in/.test(stdout)) ready(banner[1]);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      check();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      check();
    });
    child.once('exit', (code) => fail(new Error(`start:emulated exited with ${code}:\n${stderr}${stdout}`)));
  });
  return {
    url: `http://localhost:${port}`,
    emulatorUrl,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

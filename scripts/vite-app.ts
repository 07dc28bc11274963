import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyPacksInto } from './pack-packages';

/**
 * `examples/vite-app` as the root README's "Use Foyer in your app" sets a page up: the packed packages
 * installed from their tarballs (`packs/`), and `vite` run inside `foyer-emulator exec`, whose
 * addresses reach the page through `@foyer/emulator/vite`.
 */
const root = resolve(import.meta.dirname, '..');
export const VITE_APP = join(root, 'examples/vite-app');

/** The project the example's `dev:emulated` script fixes with `--project`. */
export const VITE_APP_PROJECT = {
  publicToken: 'public-token-test-vite-app',
  projectId: 'project-test-vite-app',
  secret: 'secret-test-vite-app',
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, {
    cwd: VITE_APP,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${VITE_APP}:\n${result.stdout}${result.stderr}`);
  }
  return `${result.stdout}${result.stderr}`;
}

/**
 * Installs the packed packages (and the registry's for the rest) into the example, and type-checks
 * its page against them as its developer's editor would.
 */
export function installViteApp(): void {
  copyPacksInto(join(VITE_APP, '.packs'));
  // npm keeps an installed tarball whose version did not change: take the new packs by force.
  rmSync(join(VITE_APP, 'node_modules/@foyer'), { recursive: true, force: true });
  // No lockfile: the tarballs' checksums change with every pack.
  // Dev dependencies too (the emulator), whatever NODE_ENV a test runner's build step left set.
  run('npm', [
    'install',
    '--include=dev',
    '--prefer-offline',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
  ]);
  run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
}

/** The environment without NODE_ENV, which a test runner's build step may have set to `production`. */
function developmentEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _unset, ...rest } = env;
  return rest;
}

export type EmulatedViteApp = {
  url: string;
  /** The console's address, as the banner `foyer-emulator exec` prints names it. */
  consoleUrl: string;
  stop(): Promise<void>;
};

/**
 * The example's `npm run dev:emulated -- --port <port> --strictPort`: Vite's dev server with a fresh
 * emulator in its environment. Resolves once both have said they are ready; `stop` ends them.
 */
export async function startEmulatedViteApp(
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<EmulatedViteApp> {
  const child = spawn(
    'npm',
    ['run', '--silent', 'dev:emulated', '--', '--port', String(port), '--strictPort'],
    {
      cwd: VITE_APP,
      // Its own process group: stopping it reaches npm, exec, the emulator and vite alike.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: developmentEnvironment({ ...process.env, NO_COLOR: '1', ...env }),
    },
  );
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const consoleUrl = await new Promise<string>((ready, fail) => {
    const check = () => {
      const banner = /console:\s+(http:\/\/\S+)/.exec(output);
      if (banner?.[1] && output.includes(`http://localhost:${port}/`)) ready(banner[1]);
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        check();
      });
    }
    child.once('exit', (code) => fail(new Error(`dev:emulated exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    consoleUrl,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/**
 * The example's production build as its deployment makes it: `vite build` outside `exec`, with only
 * `env` of the variables `exec` would set. Answers the build's JavaScript and what Vite printed.
 */
export function buildViteAppForProduction(env: Record<string, string>): { code: string; output: string } {
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-vite-app-build-'));
  try {
    const outside = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(FOYER|STYTCH)_/.test(name)),
    );
    const output = run(join(VITE_APP, 'node_modules/.bin/vite'), ['build', '--outDir', outDir], {
      ...outside,
      NODE_ENV: 'production',
      ...env,
    });
    const assets = join(outDir, 'assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    return { code, output };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

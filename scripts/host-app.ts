import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Builds and serves `examples/host-app` as a developer who installed our packages would: the widget
 * and emulator are packed (`npm pack`, whose `prepack` builds them) and installed from the tarballs
 * into the example's own node_modules, so a file missing from a package fails the example.
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

/** Packs both packages under the fixed names the example's package.json installs from. */
function packPackages(): void {
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  for (const folder of ['widget', 'emulator']) {
    const out = join(packs, folder);
    mkdirSync(out);
    run('npm', ['pack', '--silent', '--pack-destination', out], join(root, folder));
    // npm names the tarball after the version; the example names it without, so versions can move.
    run('sh', ['-c', `mv ${out}/*.tgz ${packs}/foyer-${folder}.tgz`], root);
    rmSync(out, { recursive: true });
  }
}

/** Packs, installs (the registry for everything else) and runs `next build`. */
export function buildHostApp(): void {
  packPackages();
  // No lockfile: the tarballs' checksums change with every pack.
  run('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund'], HOST_APP);
  run(join(HOST_APP, 'node_modules/.bin/next'), ['build'], HOST_APP);
}

export type HostAppEnv = {
  publicToken: string;
  projectId: string;
  secret: string;
  /** The emulator's HTTPS listener, for the server's SDK. */
  httpsUrl: string;
  /** The emulator's plain-HTTP listener, for the page's client. */
  httpUrl: string;
  /** The emulator's certificate, which Node trusts only through NODE_EXTRA_CA_CERTS. */
  certificatePath: string;
};

/** `next start` of the production build on `port`; resolves once it answers. */
export async function startHostApp(env: HostAppEnv, port: number): Promise<ChildProcess & { url: string }> {
  const child = spawn(join(HOST_APP, 'node_modules/.bin/next'), ['start', '--port', String(port)], {
    cwd: HOST_APP,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Nothing beyond the emulator and the npm registry: no usage reports to Vercel.
      NEXT_TELEMETRY_DISABLED: '1',
      STYTCH_PUBLIC_TOKEN: env.publicToken,
      STYTCH_PROJECT_ID: env.projectId,
      STYTCH_SECRET: env.secret,
      STYTCH_BASE_URL: env.httpsUrl,
      // As a developer writes it: `localhost`, so the page and the emulator share a site.
      FOYER_EMULATOR_URL: env.httpUrl.replace('127.0.0.1', 'localhost'),
      NODE_EXTRA_CA_CERTS: env.certificatePath,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((ready, fail) => {
    const onData = () => {
      if (/Ready in/.test(output)) ready();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`next start exited with ${code}:\n${output}`)));
  });
  return Object.assign(child, { url: `http://localhost:${port}` });
}

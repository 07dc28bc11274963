import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type BackendSdk, startBackendSdk } from '../test-support/backend-sdk';
import { createUserWithEmail } from '../test-support/test-users';

// The command line as a developer runs it: its own process, its output read as it comes. Nothing
// here waits on the clock: each step waits for a line of output or for the process to end.

const BIN = fileURLToPath(new URL('../../bin/foyer-emulator.js', import.meta.url));
/** A bound on a hang only; a line that comes at all comes long before. */
const HANG_BOUND_MS = 25_000;

let dir: string;
const started: ChildProcess[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'));
});
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

type Cli = {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in the stream's output so far or to come. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpMatchArray>;
  /** The exit status as a shell sees it, once all the output is read. */
  exited: Promise<number>;
};

function cli(args: string[]): Cli {
  // The certificate is made once for the file (a shared cache) and the output is not a terminal,
  // so no colour whatever NO_COLOR says.
  const { NO_COLOR: _unset, ...env } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...env, XDG_CACHE_HOME: join(dir, 'cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output = { stdout: '', stderr: '' };
  // 'close', not 'exit': by then every byte the process wrote has been read.
  const exited = new Promise<number>((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? (signal ? -1 : 0))),
  );
  const changed = new Set<() => void>();
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]?.on('data', (chunk: Buffer) => {
      output[stream] += chunk.toString('utf8');
      for (const check of changed) check();
    });
  }
  function waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        finish();
        reject(
          new Error(`${why} before ${pattern} appeared on ${stream}:\n${output.stdout}\n${output.stderr}`),
        );
      };
      const onClose = () => fail('foyer-emulator exited');
      const hang = setTimeout(() => fail(`${HANG_BOUND_MS} ms went by`), HANG_BOUND_MS);
      const check = () => {
        const match = pattern.exec(output[stream]);
        if (match) {
          finish();
          resolve(match);
        }
      };
      const finish = () => {
        clearTimeout(hang);
        changed.delete(check);
        child.off('close', onClose);
      };
      changed.add(check);
      child.once('close', onClose);
      check();
    });
  }
  return { child, stdout: () => output.stdout, stderr: () => output.stderr, waitFor, exited };
}

const BANNER_END = /open Chromium with:\n.+\n/;

/** The serving emulator's HTTP URL, once its banner is out. */
async function servingUrl(emulator: Cli): Promise<string> {
  await emulator.waitFor('stdout', BANNER_END);
  return /HTTP:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(emulator.stdout())?.[1] as string;
}

/** A call to the SDK API as the client library makes it from a page. */
function sdkCall(url: string, token: string, path: string, body: unknown, origin = 'http://localhost:3000') {
  return fetch(`${url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
      'content-type': 'application/json',
      origin,
    },
    body: JSON.stringify(body),
  });
}

async function inbox(url: string, token: string) {
  const answer = await fetch(`${url}/control/v1/projects/${token}/messages`);
  return (
    (await answer.json()) as {
      data: { messages: { subject: string | null; link: string | null; code: string | null }[] };
    }
  ).data.messages;
}

/** A project export holding one user, as `GET /control/v1/projects/:token/export` gives it. */
function exportFileWithUser(token: string, projectId: string): string {
  const project = EmulatorStore.inMemory().defineProject({
    publicToken: token,
    projectId,
    secret: 'kept-secret',
  });
  createUserWithEmail(project, 'ada@example.com', true);
  const path = join(dir, `${token}.json`);
  writeFileSync(path, JSON.stringify(project.snapshot()));
  return path;
}

describe('foyer-emulator in a terminal', () => {
  const token = 'public-token-test-terminal';
  const exportPath = () => join(dir, 'terminal-export.json');
  const fixedProject = 'public-token-test-cli-app:project-test-cli-app:secret-test-cli:with-colon';
  let emulator: Cli;
  let url: string;
  let sdk: BackendSdk | undefined;
  beforeAll(async () => {
    emulator = cli([
      '--http-port',
      '0',
      '--https-port',
      '0',
      '--project',
      fixedProject,
      '--project-name',
      'CLI Shop',
      '--export-on-exit',
      exportPath(),
    ]);
    url = await servingUrl(emulator);
  });
  afterAll(async () => {
    await sdk?.close();
  });

  it('prints the fixed project and NODE_EXTRA_CA_CERTS, with which the backend SDK calls as that project', async () => {
    const banner = emulator.stdout();
    expect(banner).toContain('project_id project-test-cli-app   secret secret-test-cli:with-colon');
    const certificatePath = /NODE_EXTRA_CA_CERTS=(.+)/.exec(banner)?.[1] as string;
    expect(certificatePath).toBe(join(dir, 'cache', 'foyer-emulator', 'cert.pem'));
    expect(readFileSync(certificatePath, 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);

    const httpsUrl = /HTTPS:\s+(\S+)/.exec(banner)?.[1] as string;
    sdk = await startBackendSdk(
      { project_id: 'project-test-cli-app', secret: 'secret-test-cli:with-colon', custom_base_url: httpsUrl },
      certificatePath,
    );
    const created = await sdk.call('users.create', { email: 'cli@example.com' });
    expect(created.status_code).toBe(200);
    expect(existsSync(certificatePath)).toBe(true);
  });

  it('prints a line with the link of each magic link it sends', async () => {
    expect(
      (await sdkCall(url, token, '/magic_links/email/login_or_create', { email: 'ada@example.com' })).status,
    ).toBe(200);
    const [, link] = await emulator.waitFor(
      'stdout',
      /\d\d:\d\d:\d\d {2}public-token-test-terminal {2}signup link for ada@example\.com \(email from Login <login@stytchtest\.com>\) {2}(\S+)\n/,
    );
    const [email] = await inbox(url, token);
    expect(link).toBe(email?.link);
    // Named by --project-name, as every project this emulator creates.
    expect(email?.subject).toBe('Your account creation request for CLI Shop');
    expect(link).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&token=/);
  });

  it('prints the code of a passcode it texts', async () => {
    const body = { phone_number: '+15555550100' };
    expect((await sdkCall(url, token, '/otps/sms/login_or_create', body)).status).toBe(200);
    const [, code] = await emulator.waitFor(
      'stdout',
      /passcode for \+15555550100 \(sms from \+12025550100\) {2}(\d{6})\n/,
    );
    expect(code).toBe((await inbox(url, token))[0]?.code);
  });

  it('prints once why it refused a page on an origin the project does not authorize', async () => {
    const body = { email: 'ada@example.com' };
    for (const _ of [1, 2]) {
      const refused = await sdkCall(
        url,
        token,
        '/magic_links/email/login_or_create',
        body,
        'https://elsewhere.example',
      );
      expect(refused.status).toBe(400);
    }
    // The line of a later message comes after any line the refusals made.
    await sdkCall(url, token, '/magic_links/email/login_or_create', { email: 'after@example.com' });
    await emulator.waitFor('stdout', /link for after@example\.com/);
    const refusals = emulator.stdout().match(/refused .*\n/g);
    expect(refusals).toEqual([
      'refused a page on https://elsewhere.example (bad_domain_for_stytch_sdk): add the origin to authorized_origins ' +
        `(PATCH /control/v1/projects/${token}/settings)\n`,
    ]);
    expect(emulator.stdout()).not.toContain('\u001b');
  });

  it("prints a page refused on its project's first call, before the project exists", async () => {
    const unmade = 'public-token-test-not-made-yet';
    // The client's first call from a page: the bootstrap, which would create the project.
    const refused = await fetch(`${url}/sdk/v1/projects/bootstrap/${unmade}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(refused.status).toBe(400);
    const [line] = await emulator.waitFor('stdout', new RegExp(`${unmade} {2}refused .*\n`));
    expect(line).toContain(
      'refused a page on https://elsewhere.example (bad_domain_for_stytch_sdk): add the origin to authorized_origins ' +
        `(PATCH /control/v1/projects/${unmade}/settings)`,
    );
  });

  it('writes every project to --export-on-exit when it stops on SIGTERM', async () => {
    emulator.child.kill('SIGTERM');
    expect(await emulator.exited).toBe(0);
    const { projects } = JSON.parse(readFileSync(exportPath(), 'utf8'));
    const emails = projects.find((p: { public_token: string }) => p.public_token === token).collections.users;
    expect(JSON.stringify(emails)).toContain('ada@example.com');
  });
});

// The certificate is in the cache by now, so the runs below share it and can go side by side.
describe.concurrent('foyer-emulator beside its other runs', () => {
  it('prints neither message nor refusal lines with --quiet', async () => {
    const emulator = cli(['--quiet', '--http-port', '0', '--https-port', '0']);
    const url = await servingUrl(emulator);
    const token = 'public-token-test-quiet';
    const body = { email: 'ada@example.com' };
    expect((await sdkCall(url, token, '/magic_links/email/login_or_create', body)).status).toBe(200);
    const refused = await sdkCall(
      url,
      token,
      '/magic_links/email/login_or_create',
      body,
      'https://elsewhere.example',
    );
    expect(refused.status).toBe(400);
    emulator.child.kill('SIGTERM');
    expect(await emulator.exited).toBe(0);
    expect(emulator.stdout()).not.toMatch(/link for|refused/);
  });

  /** One exec run serves the two tests of what the command gets and how exec ends with it. */
  let envRun: Promise<{ run: Cli; status: number }>;
  beforeAll(() => {
    // Calls the control API over the page-facing URL and the SDK API over HTTPS trusting the
    // certificate, prints what it got, and exits 3.
    const script = `
      const env = process.env;
      const control = await fetch(env.FOYER_EMULATOR_URL + '/control/v1/projects', {
        headers: { authorization: 'Bearer ' + env.FOYER_CONTROL_TOKEN },
      });
      const https = await fetch(env.STYTCH_BASE_URL + '/sdk/v1/projects/bootstrap/' + env.STYTCH_PUBLIC_TOKEN);
      process.stdout.write(JSON.stringify({ env, control: control.status, https: https.status }));
      process.exitCode = 3;`;
    const run = cli([
      'exec',
      '--control-token',
      'auto',
      '--project',
      'public-token-test-exec:project-test-exec:secret-test-exec',
      '--',
      process.execPath,
      '--input-type=module',
      '-e',
      script,
    ]);
    envRun = run.exited.then((status) => ({ run, status }));
  });

  it("exec gives the command the emulator's addresses, certificate, control token and project", async () => {
    const { run } = await envRun;
    const { env, control, https } = JSON.parse(run.stdout());
    expect({ control, https }).toEqual({ control: 200, https: 200 });
    expect(env.FOYER_EMULATOR_URL).toMatch(/^http:\/\/localhost:\d+$/);
    expect(env.FOYER_EMULATOR_HTTPS_URL).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(env.STYTCH_BASE_URL).toBe(env.FOYER_EMULATOR_HTTPS_URL);
    expect(env.NODE_EXTRA_CA_CERTS).toBe(join(dir, 'cache', 'foyer-emulator', 'cert.pem'));
    expect(env).toMatchObject({
      STYTCH_PUBLIC_TOKEN: 'public-token-test-exec',
      STYTCH_PROJECT_ID: 'project-test-exec',
      STYTCH_SECRET: 'secret-test-exec',
    });
    expect(env.FOYER_CONTROL_TOKEN).toMatch(/^\S{20,}$/);
    // The banner went to stderr; stdout was the command's alone.
    expect(run.stderr()).toContain('foyer-emulator is running');
  });

  it("exec exits with the command's exit code", async () => {
    expect((await envRun).status).toBe(3);
  });

  it('exec passes SIGTERM on to the command and exits as it did', async () => {
    const script =
      "process.on('SIGTERM', () => process.exit(7)); setTimeout(() => process.exit(0), 60_000); console.log('ready');";
    const run = cli(['exec', '--', process.execPath, '-e', script]);
    await run.waitFor('stdout', /ready\n/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(7);
  });

  it('exec says in one line that a command cannot start, and exits 127', async () => {
    const run = cli(['exec', '--', join(dir, 'no-such-command')]);
    expect(await run.exited).toBe(127);
    expect(
      run
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('foyer-emulator:')),
    ).toEqual([`foyer-emulator: cannot run ${join(dir, 'no-such-command')}: no such command`]);
  });

  it('exec seeds from --import and writes --export-on-exit when the command ends', async () => {
    const token = 'public-token-test-roundtrip';
    const importPath = exportFileWithUser(token, 'project-test-roundtrip');
    const exportPath = join(dir, 'roundtrip-export.json');
    // Reads the imported user, then adds one, over the control API.
    const script = `
      const users = process.env.FOYER_EMULATOR_URL + '/control/v1/projects/${token}/users';
      const before = await (await fetch(users)).json();
      await fetch(users, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"grace@example.com"}' });
      process.stdout.write(JSON.stringify(before.data.users.map((u) => u.emails[0].email)));`;
    const run = cli([
      'exec',
      '--import',
      importPath,
      '--export-on-exit',
      exportPath,
      '--',
      process.execPath,
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(await run.exited).toBe(0);
    expect(JSON.parse(run.stdout())).toEqual(['ada@example.com']);
    const { projects } = JSON.parse(readFileSync(exportPath, 'utf8'));
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      public_token: token,
      project_id: 'project-test-roundtrip',
      secret: 'kept-secret',
    });
    const emails = Object.values(projects[0].collections.users).map(
      (u) => (u as { emails: { email: string }[] }).emails[0]?.email,
    );
    expect(emails.sort()).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('refuses a bad --import file before anything starts, naming it', async () => {
    const path = join(dir, 'broken.json');
    writeFileSync(path, '{"projects": [');
    const run = cli(['exec', '--import', path, '--', process.execPath, '-e', 'console.log("ran")']);
    expect(await run.exited).toBe(1);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toMatch(/^foyer-emulator: --import \S+\/broken\.json: not JSON \(.+\)\n$/);
  });
});

import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createControlClient, startEmulator } from '@foyer/emulator';
import { type BenchResult, latencySummary } from './stats';

/** Bounded load on loopback: a fixed number of calls per scenario, a fixed concurrency. */
const REQUESTS = 1_000;
const CONCURRENCY = 8;
/** The child has this long to finish both scenarios; a hung emulator ends the bench, not the machine. */
const TIME_CAP_MS = 120_000;

const PROJECT = {
  publicToken: 'public-token-test-bench-backend',
  projectId: 'project-test-bench-backend',
  secret: 'secret-test-bench-backend',
};
const EMAIL = 'bench-backend@example.com';
const PASSWORD = 'a-Long-and-Unusual-passphrase-42';

const CHILD = fileURLToPath(new URL('./backend-sdk-child.mjs', import.meta.url));

type Timed = { latencies: number[]; elapsed: number; failures: number; remote: number; errors: string[] };
type ChildAnswer = { ok: true; remote: Timed; local: Timed } | { ok: false; error: string };

/** The SDK's version, from the package.json beside its entry (its exports do not list that file). */
function sdkVersion(): string {
  const entry = createRequire(import.meta.url).resolve('stytch');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Runs the SDK in its own process, as a host's server, trusting the emulator's certificate. */
function runChild(message: object, certificatePath: string): Promise<ChildAnswer> {
  const child = fork(CHILD, [], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificatePath, NODE_OPTIONS: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<ChildAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the backend SDK bench took more than ${TIME_CAP_MS / 1000} s`));
    }, TIME_CAP_MS);
    child.once('message', (answer: ChildAnswer) => {
      clearTimeout(timer);
      child.kill();
      resolve(answer);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the backend SDK process exited (${code}) before answering`));
    });
    child.send(message);
  });
}

function row(scenario: string, timed: Timed) {
  const summary = latencySummary(timed.latencies, timed.elapsed);
  return {
    scenario,
    requests: summary.requests,
    failures: timed.failures,
    'req/s': summary['req/s'],
    'p50 ms': summary['p50 ms'],
    'p99 ms': summary['p99 ms'],
    'API calls': timed.remote,
    errors: timed.errors.join(', '),
  };
}

/**
 * A host server's session checks through the provider's backend SDK (`stytch`) against the emulator
 * over HTTPS on loopback: `sessions.authenticate` (an API call each) and `sessions.authenticateJwt`
 * (a local signature check once the JWKS is cached; the "API calls" column shows it made none).
 */
export async function benchBackendSdk(): Promise<BenchResult> {
  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0, projects: [PROJECT] });
  try {
    const control = createControlClient(emulator.httpUrl, PROJECT.publicToken);
    await control.seedUser({ email: EMAIL, password: PASSWORD });
    const login = await fetch(`${emulator.httpUrl}/sdk/v1/passwords/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PROJECT.publicToken}:${PROJECT.publicToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, session_duration_minutes: 60 }),
    });
    const { data } = (await login.json()) as { data: { session_token: string; session_jwt: string } };
    const answer = await runChild(
      {
        config: {
          project_id: PROJECT.projectId,
          secret: PROJECT.secret,
          custom_base_url: emulator.httpsUrl,
        },
        session_token: data.session_token,
        session_jwt: data.session_jwt,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
      },
      emulator.certificatePath,
    );
    if (!answer.ok) throw new Error(`the backend SDK bench failed: ${answer.error}`);
    return {
      name: `backend SDK (stytch ${sdkVersion()}, its own process, HTTPS on loopback; ${REQUESTS} calls, ${CONCURRENCY} at a time)`,
      rows: [
        row('sessions.authenticate (remote)', answer.remote),
        row('sessions.authenticateJwt (local, JWKS cached)', answer.local),
      ],
    };
  } finally {
    await emulator.close();
  }
}

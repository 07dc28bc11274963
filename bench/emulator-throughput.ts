import { randomUUID } from 'node:crypto';
import { createControlClient, startEmulator } from '@foyer/emulator';
import { type BenchResult, latencySummary } from './stats';

/** Bounded load on loopback: a fixed number of requests, a fixed concurrency, a time cap. */
const REQUESTS = 2_000;
const CONCURRENCY = 16;
const TIME_CAP_MS = 30_000;

type Scenario = {
  name: string;
  request: (base: string, token: string, session: string) => Promise<Response>;
};

function basic(token: string, secret: string): string {
  return `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'GET bootstrap',
    request: (base, token) =>
      fetch(`${base}/sdk/v1/projects/bootstrap/${token}`, {
        headers: { authorization: basic(token, token), 'content-type': 'application/json' },
      }),
  },
  {
    name: 'POST sessions/authenticate',
    request: (base, token, session) =>
      fetch(`${base}/sdk/v1/sessions/authenticate`, {
        method: 'POST',
        headers: { authorization: basic(token, session), 'content-type': 'application/json' },
        body: '{}',
      }),
  },
  {
    name: 'POST passwords/strength_check',
    request: (base, token) =>
      fetch(`${base}/sdk/v1/passwords/strength_check`, {
        method: 'POST',
        headers: { authorization: basic(token, token), 'content-type': 'application/json' },
        body: JSON.stringify({ password: `correct-horse-${randomUUID()}` }),
      }),
  },
];

/** Password sign-ups, `CONCURRENCY` at a time, until `stop` resolves: the load beside a scenario. */
async function signUpsUntil(stop: Promise<unknown>, base: string, token: string): Promise<number> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  let next = 0;
  async function signUpWorker() {
    while (!stopped) {
      next += 1;
      const response = await fetch(`${base}/sdk/v1/passwords`, {
        method: 'POST',
        headers: { authorization: basic(token, token), 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `signup-${next}-${randomUUID()}@example.com`,
          password: `quiet-harbour-${randomUUID()}`,
          session_duration_minutes: 60,
        }),
      });
      await response.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, signUpWorker));
  return next;
}

async function runScenario(scenario: Scenario, base: string, token: string, session: string) {
  const latencies: number[] = [];
  let failures = 0;
  const errors = new Set<string>();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS && performance.now() - started < TIME_CAP_MS) {
      next += 1;
      const t0 = performance.now();
      try {
        const response = await scenario.request(base, token, session);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures += 1;
      } catch (error) {
        failures += 1;
        errors.add(String((error as { cause?: { code?: string } }).cause?.code ?? error));
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const { requests, ...rates } = latencySummary(latencies, performance.now() - started);
  return { scenario: scenario.name, requests, failures, ...rates, errors: [...errors].join(', ') };
}

/** Requests per second and latency of the emulator's busiest endpoints, in process, over HTTP. */
export async function benchEmulatorThroughput(): Promise<BenchResult> {
  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  try {
    const token = `public-token-test-bench-${randomUUID()}`;
    const control = createControlClient(emulator.httpUrl, token);
    const email = 'bench@example.com';
    await control.seedUser({ email, password: 'a-Long-and-Unusual-passphrase-42' });
    const login = await fetch(`${emulator.httpUrl}/sdk/v1/passwords/authenticate`, {
      method: 'POST',
      headers: { authorization: basic(token, token), 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'a-Long-and-Unusual-passphrase-42',
        session_duration_minutes: 60,
      }),
    });
    const { data } = (await login.json()) as { data: { session_token: string } };
    const rows = [];
    for (const scenario of SCENARIOS)
      rows.push(await runScenario(scenario, emulator.httpUrl, token, data.session_token));
    // The same route while password sign-ups (strength check and hash, in the worker pool) run beside it.
    const authenticate = SCENARIOS.find((scenario) => scenario.name === 'POST sessions/authenticate');
    if (authenticate) {
      let measured!: (value: unknown) => void;
      const done = new Promise((resolve) => {
        measured = resolve;
      });
      const signUps = signUpsUntil(done, emulator.httpUrl, token);
      const row = await runScenario(authenticate, emulator.httpUrl, token, data.session_token);
      measured(undefined);
      rows.push({ ...row, scenario: `${row.scenario}, next to ${await signUps} password sign-ups` });
    }
    return { name: `emulator throughput (${REQUESTS} requests, ${CONCURRENCY} at a time)`, rows };
  } finally {
    await emulator.close();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../app';
import { EmulatorStore } from '../emulator-store';
import {
  EMULATOR_ERRORS,
  type EmulatorErrorType,
  PROVIDER_ERRORS,
  TRANSPORT_ERRORS,
} from '../http/error-types';
import { type RunningEmulator, serveStore } from '../server';
import { rawHttp } from '../test-support/raw-http';
import { type SeededRandom, seededRandom } from '../test-support/seeded-random';

/*
 * Random requests to every route the app registers (read from its route table, so a new route is
 * fuzzed without being listed here), with a fixed seed: the run is the same every time, and a
 * failure names the request that caused it. Every answer must be below 500, arrive within the bound,
 * and be the JSON envelope ({data} or the error keys), or, from the routes browsers navigate to, a
 * redirect, an HTML page under a CSP, or a script or stylesheet.
 */
const SEED = 0x5eed_f00d;
const IN_PROCESS_REQUESTS = 2000;
const RAW_SOCKET_REQUESTS = 60;
/** Not a race: the longest any answer may take before the run calls it a hang. */
const ANSWER_BOUND_MS = 10_000;

/** The project's keys (sessions' and OpenID provider's JWKS): `keys` in the backend API's envelope. */
const PROJECT_JWKS_PATH = /^\/v1\/(sessions\/jwks\/|public\/[^/]+\/\.well-known\/jwks\.json)/;
/** Each simulated provider's keys: a plain JWKS, as those providers publish. */
const PROVIDER_JWKS_PATH = /^\/v1\/oauth\/[^/]+\/jwks\//;
const KNOWN_TOKEN = 'public-token-test-fuzz';
const TOKENS = [
  KNOWN_TOKEN,
  'public-token-live-fuzz2',
  'secret-token-x',
  '',
  '%E0%A4',
  '..',
  'a'.repeat(300),
  '💥',
];
const STRINGS = [
  '',
  'ada@example.com',
  'not an email',
  '+15555550100',
  'x'.repeat(5000),
  '\u0000',
  '%',
  'null',
  '😀',
  'https://evil.example/',
  'http://localhost:3000/auth',
  'email',
  'zxcvbn',
  'a long passphrase nobody guesses',
  'ethereum',
  'solana',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
];
// No 5xx status here: a fault injected with one would make later SDK answers 5xx on purpose.
const NUMBERS = [0, -1, 1, 1.5, 5, 60, 400, 404, 1e21, -1e21, Number.MAX_SAFE_INTEGER];
const KEYS = [
  'email',
  'password',
  'token',
  'method_id',
  'code',
  'session_token',
  'session_duration_minutes',
  'endpoint',
  'count',
  'error_type',
  'status',
  'settings',
  'redirect_urls',
  'password_policy',
  'policy',
  'name',
  'first_name',
  'phone_number',
  'public_token',
  'event',
  'event_name',
  'telemetry',
  'details',
  'users',
  'collections',
  'advance_ms',
  'set',
  'login_magic_link_url',
  'existing_password',
  'new_password',
  'code_verifier',
  'crypto_wallet_address',
  'crypto_wallet_type',
  'signature',
  'siwe_params',
  'uri',
  'chain_id',
  '__proto__',
  'constructor',
];

function randomJson(random: SeededRandom, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 4 : 6);
  if (kind === 0) return random.pick(STRINGS);
  if (kind === 1) return random.pick(NUMBERS);
  if (kind === 2) return random.pick([true, false, null]);
  if (kind === 3) return random.pick(KEYS);
  if (kind === 4) return Array.from({ length: random.int(4) }, () => randomJson(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: random.int(5) }, () => [random.pick(KEYS), randomJson(random, depth + 1)]),
  );
}

function randomBody(random: SeededRandom): string | undefined {
  const kind = random.int(10);
  if (kind === 0) return undefined;
  if (kind === 1) return random.pick(['{', '', ' ', 'null', '"x"', '[]', '{"a":}', '\u0000']);
  if (kind === 2) return `${'['.repeat(1000)}${']'.repeat(1000)}`;
  if (kind === 3 && random.chance(0.2)) return `"${'x'.repeat(MAX_BODY_BYTES)}"`;
  return JSON.stringify(randomJson(random));
}

function randomHeaders(random: SeededRandom): Record<string, string> {
  const headers: Record<string, string> = {};
  const contentType = random.pick([
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
    'APPLICATION/JSON',
  ]);
  if (contentType) headers['content-type'] = contentType;
  const token = random.pick(TOKENS);
  const auth = random.pick([
    `Basic ${Buffer.from(`${KNOWN_TOKEN}:${KNOWN_TOKEN}`).toString('base64')}`,
    `Basic ${Buffer.from(`${token}:${random.pick(STRINGS)}`).toString('base64')}`,
    'Basic !!!',
    'Bearer x',
    undefined,
  ]);
  if (auth) headers.authorization = auth;
  if (random.chance(0.15))
    headers.origin = random.pick(['http://localhost:3000', 'http://evil.localhost:1', 'null']);
  if (random.chance(0.05))
    headers.host = random.pick(['rebind.evil.example', 'api.emulator.test', '[::1]:1']);
  return headers;
}

function randomQuery(random: SeededRandom): string {
  if (random.chance(0.5)) return '';
  const params = new URLSearchParams();
  for (const key of [
    'to',
    'channel',
    'timeout_ms',
    'public_token',
    'login_redirect_url',
    'provider_prompt',
  ]) {
    if (random.chance(0.5)) continue;
    // A long poll is bounded by its own timeout: only values that answer at once are drawn.
    const value =
      key === 'timeout_ms'
        ? random.pick(['0', '-5', 'abc', '1e12', '1.5'])
        : key === 'public_token'
          ? random.pick(TOKENS)
          : String(random.pick([...STRINGS, 'email', 'sms']));
    params.set(key, value);
  }
  return `?${params}`;
}

function fillPath(random: SeededRandom, path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(
      name.includes('token')
        ? random.pick(TOKENS)
        : String(random.pick([...STRINGS, 'me', 'emails', 'user-test-x', 'google', 'github'])),
    ),
  );
}

type Probe = { method: string; path: string; headers: Record<string, string>; body: string | undefined };

async function answerWithin(promise: Promise<Response>, probe: Probe): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_BOUND_MS} ms: ${JSON.stringify(probe)}`)),
      ANSWER_BOUND_MS,
    );
  });
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** The RFC 6749/6750/7009 codes of the OAuth endpoints (the OpenID provider's and the M2M token route). */
const OAUTH_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_token',
  'insufficient_scope',
  'unsupported_token_type',
]);

/** The control API, the One Tap and GSI stand-ins and the OAuth consent page. */
const EMULATOR_ONLY_PATH = /^\/(control|one-tap|gsi)\/|^\/v1\/public\/oauth\/[^/]*\/consent/;

/**
 * Whether a route may answer this error: an OAuth endpoint an RFC code; the emulator's own routes
 * (see EMULATOR_ONLY_PATH) any name of the table; every provider route only a name the
 * provider's client declares, or a refusal of the request as HTTP (too large, not JSON).
 */
function isAnswerable(path: string, json: Record<string, unknown>): boolean {
  const type = String(json.error_type);
  if (typeof json.error === 'string') return OAUTH_CODES.has(json.error) && json.error === type;
  if (EMULATOR_ONLY_PATH.test(path)) return type in PROVIDER_ERRORS || type in EMULATOR_ERRORS;
  return type in PROVIDER_ERRORS || TRANSPORT_ERRORS.has(type as EmulatorErrorType);
}

function expectEnvelope(response: Response, text: string, probe: Probe): void {
  const { status } = response;
  const where = `${probe.method} ${probe.path} -> ${status} ${text.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  // Pages and their files, for browser navigations (the OAuth provider's pages, One Tap's stand-ins).
  const contentType = response.headers.get('content-type') ?? '';
  if (status === 302) {
    expect(response.headers.get('location'), where).toMatch(/^https?:\/\//);
    return;
  }
  if (contentType.startsWith('text/html')) {
    expect(response.headers.get('content-security-policy'), where).toContain("default-src 'none'");
    return;
  }
  if (/^text\/(javascript|css)/.test(contentType) && status === 200) return;
  let json: Record<string, unknown> = {};
  expect(() => {
    json = JSON.parse(text) as Record<string, unknown>;
  }, where).not.toThrow();
  if (status >= 400) {
    expect(json, where).toMatchObject({
      status_code: status,
      error_type: expect.any(String),
      error_message: expect.any(String),
    });
    expect(isAnswerable(probe.path, json), `${where}: an error type this route may not answer`).toBe(true);
  } else {
    // Public keys answer as their publishers do; everything else is wrapped in {data}.
    const keys = PROJECT_JWKS_PATH.test(probe.path)
      ? ['request_id', 'status_code', 'keys']
      : PROVIDER_JWKS_PATH.test(probe.path)
        ? ['keys']
        : ['data'];
    expect(Object.keys(json), where).toEqual(keys);
  }
}

describe('fuzzing every route', () => {
  it(`answers ${IN_PROCESS_REQUESTS} random requests below 500, in time, always with the envelope`, async () => {
    const random = seededRandom(SEED);
    const store = EmulatorStore.inMemory();
    store.maxProjects = 20;
    const app = createApp(store);
    const routes = [
      ...new Map(
        app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(40);
    const covered = new Set<string>();
    for (let i = 0; i < IN_PROCESS_REQUESTS; i += 1) {
      const route = routes[i % routes.length]!;
      covered.add(`${route.method} ${route.path}`);
      const method = random.chance(0.1)
        ? random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
        : route.method;
      const probe: Probe = {
        method,
        path: `${fillPath(random, route.path)}${randomQuery(random)}`,
        headers: randomHeaders(random),
        body: method === 'GET' ? undefined : randomBody(random),
      };
      const response = await answerWithin(Promise.resolve(app.request(probe.path, { ...probe })), probe);
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        expect(response.status).toBe(200);
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      if (method === 'OPTIONS' && response.status === 204) continue;
      expectEnvelope(response, text, probe);
    }
    expect(covered.size).toBe(routes.length);
  }, 120_000);
});

describe('fuzzing the HTTP parser over a socket', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await serveStore(EmulatorStore.inMemory());
  });
  afterAll(async () => {
    await emulator.close();
  });

  it(`answers ${RAW_SOCKET_REQUESTS} mangled requests with the envelope and never a 5xx`, async () => {
    const random = seededRandom(SEED + 1);
    const valid = `GET /sdk/v1/projects/bootstrap/${KNOWN_TOKEN} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\nConnection: close\r\n\r\n`;
    const noise = ['\u0000', '\r', '\n', ' ', ':', '\u00ff', '%', '\t', 'Z'];
    for (let i = 0; i < RAW_SOCKET_REQUESTS; i += 1) {
      const bytes = [...valid];
      for (let flips = 1 + random.int(4); flips > 0; flips -= 1)
        bytes[random.int(bytes.length)] = random.pick(noise);
      const request = bytes.join('');
      const probe: Probe = { method: 'RAW', path: JSON.stringify(request), headers: {}, body: undefined };
      const answer = await answerWithin(
        rawHttp(emulator.httpUrl, Buffer.from(request, 'latin1')).then(
          (a) => new Response(a.body, { status: a.status }),
        ),
        probe,
      );
      expectEnvelope(answer, await answer.text(), probe);
    }
  }, 60_000);
});

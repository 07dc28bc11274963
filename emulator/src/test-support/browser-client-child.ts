// The provider's browser client (`@stytch/vanilla-js/headless`) unmodified, in a page of happy-dom
// at PAGE_ORIGIN, in a process of its own so the page's globals never reach the test runner. The
// parent sends { id, setup } once, then { id, call: 'otps.email.send', args } or { id, ask: ... }.
// The page's fetch is happy-dom's (it sends Origin and keeps CORS); its answers are recorded on the
// way through. WebAuthn is a software authenticator behind navigator.credentials.
import { Window } from 'happy-dom';
import { SoftAuthenticator } from './soft-authenticator';
import { PAGE_ORIGIN } from './webauthn-ceremonies';

type Setup = { publicToken: string; emulatorUrl: string };
type Request = { id: number } & (
  | { setup: Setup }
  | { call: string; args: unknown[] }
  | { ask: 'bootstrap' | 'answers' | 'methods' | 'console' }
  | { ask: 'searchUser'; email: string }
  | { ask: 'setItem'; key: string; value: string }
);

/** An answer of the API as the page received it. */
export type RecordedAnswer = { method: string; path: string; status: number; json: unknown };

const page = new Window({ url: `${PAGE_ORIGIN}/` });
const answers: RecordedAnswer[] = [];
/** What the client logged: kept for the test to read, so a passing run prints nothing. */
const logged: string[] = [];
const authenticator = new SoftAuthenticator();

function installPage(): void {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    console[level] = (...parts: unknown[]) => logged.push(`${level}: ${parts.map(String).join(' ')}`);
  }
  const globals = globalThis as Record<string, unknown>;
  const window = page as unknown as Record<string, unknown>;
  for (const name of [
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'location',
    'history',
  ]) {
    Object.defineProperty(globals, name, { value: window[name], configurable: true, writable: true });
  }
  const pageFetch = page.fetch.bind(page);
  globals.fetch = async (input: string, init?: { method?: string }) => {
    const response = await pageFetch(input, init as never);
    const url = new URL(String(input));
    if (!url.pathname.startsWith('/sdk/v1/')) return response;
    // Read once and hand the client an equal answer (a clone's body does not survive here).
    const text = await response.text();
    answers.push({
      method: init?.method ?? 'GET',
      path: url.pathname.slice('/sdk/v1'.length),
      status: response.status,
      json: text ? JSON.parse(text) : null,
    });
    return new page.Response(text, { status: response.status, headers: response.headers });
  };
  Object.defineProperty(page.navigator, 'credentials', {
    value: { create: createCredential, get: getCredential },
    configurable: true,
  });
}

// webauthn-json hands over binary options and serialises the credential through these fields.
function toBase64Url(value: unknown): unknown {
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64url');
  if (ArrayBuffer.isView(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64url');
  if (Array.isArray(value)) return value.map(toBase64Url);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, toBase64Url(field)]));
  }
  return value;
}

function bytes(base64url: string): ArrayBuffer {
  const buffer = Buffer.from(base64url, 'base64url');
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}

type CredentialJson = {
  id: string;
  type: string;
  authenticatorAttachment: string;
  response: Record<string, string | string[]>;
};

function asCredential(json: string) {
  const credential = JSON.parse(json) as CredentialJson;
  const { transports, ...binary } = credential.response;
  return {
    id: credential.id,
    type: credential.type,
    rawId: bytes(credential.id),
    authenticatorAttachment: credential.authenticatorAttachment,
    response: {
      ...Object.fromEntries(Object.entries(binary).map(([key, value]) => [key, bytes(String(value))])),
      getTransports: () => transports ?? [],
    },
    getClientExtensionResults: () => ({}),
  };
}

async function createCredential(options: { publicKey: unknown }) {
  return asCredential(authenticator.create(JSON.stringify(toBase64Url(options.publicKey)), PAGE_ORIGIN));
}

async function getCredential(options: { publicKey: unknown }) {
  return asCredential(authenticator.get(JSON.stringify(toBase64Url(options.publicKey)), PAGE_ORIGIN));
}

/** The dotted paths of every function the client object holds, its namespaces walked. */
function methodsOf(owner: object, prefix = '', depth = 0): string[] {
  const names = new Set<string>();
  for (let proto = owner; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  return [...names].flatMap((name) => {
    if (name === 'constructor' || name.startsWith('_')) return [];
    const value = (owner as Record<string, unknown>)[name];
    if (typeof value === 'function') return [`${prefix}${name}`];
    const isNamespace =
      value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Promise);
    return isNamespace && depth < 3 ? methodsOf(value, `${prefix}${name}.`, depth + 1) : [];
  });
}

function describeError(error: unknown) {
  const fields = (error ?? {}) as Record<string, unknown>;
  return {
    name: String(fields.name ?? 'Error'),
    message: String(fields.message ?? error),
    error_type: fields.error_type,
    status_code: fields.status_code,
  };
}

type Client = Record<string | symbol, unknown>;
let client: Client;

async function handle(request: Request): Promise<unknown> {
  if ('setup' in request) {
    installPage();
    const { createStytchClient } = await import('@stytch/vanilla-js/headless');
    const url = request.setup.emulatorUrl;
    client = createStytchClient(request.setup.publicToken, {
      endpoints: { testAPIURL: url, liveAPIURL: url },
    } as never) as unknown as Client;
    return null;
  }
  if ('call' in request) {
    const path = request.call.split('.');
    const name = path.pop() ?? '';
    const owner = path.reduce((object, key) => object[key] as Client, client);
    return (owner[name] as (...args: unknown[]) => Promise<unknown>).apply(owner, request.args);
  }
  // The client keeps its bootstrap and user search on the instance under this registry symbol.
  const internals = client[Symbol.for('stytch__internal_b2c')] as {
    bootstrap: { getAsync(): Promise<unknown> };
    searchManager: { searchUser(email: string): Promise<unknown> };
  };
  switch (request.ask) {
    case 'bootstrap':
      return internals.bootstrap.getAsync();
    case 'searchUser':
      return internals.searchManager.searchUser(request.email);
    case 'answers':
      return answers.splice(0);
    case 'methods':
      return methodsOf(client);
    case 'console':
      return logged.splice(0);
    case 'setItem':
      page.localStorage.setItem(request.key, request.value);
      return null;
  }
}

process.on('message', async (request: Request) => {
  try {
    // A structured clone drops functions and class prototypes: answers are plain data anyway.
    const value = JSON.parse(JSON.stringify((await handle(request)) ?? null));
    process.send?.({ id: request.id, ok: true, value });
  } catch (error) {
    process.send?.({ id: request.id, ok: false, error: describeError(error) });
  }
});

// The page keeps timers of its own alive: end with the test that started it, however that ends.
process.on('disconnect', () => process.exit(0));

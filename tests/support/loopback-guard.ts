import net from 'node:net';

/**
 * Tests reach loopback only. On a machine with internet, a client left with its default endpoints
 * would send made-up tokens to the hosted provider and a test's outcome could hang on its answer;
 * here it fails with DNS errors printed long after the test that caused them. The guard refuses
 * such a connection where every TCP (and TLS) connection starts, `net.Socket.prototype.connect`,
 * before any name is looked up, and keeps a record so the test that tried can be failed by name.
 */

export type Refusal = { host: string; port: number | undefined };

export const REFUSAL_CODE = 'ERR_LOOPBACK_ONLY';

const INSTALLED = Symbol.for('foyer.loopbackGuard');

type GuardState = { refusals: Refusal[] };

/** True for names and addresses that can only mean this machine (RFC 6761 `localhost` included). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  switch (net.isIP(name)) {
    case 4:
      return name.startsWith('127.');
    case 6:
      return name === '::1' || name.startsWith('::ffff:127.');
    default:
      return false;
  }
}

/**
 * Where a `connect()` call is headed, for each of its forms: `(options)`, `(port, host?)` and
 * `(path)` for a local socket, which never leaves the machine.
 */
function destinationOf(args: unknown[]): Refusal | undefined {
  const [first, second] = args;
  // Node's own `net.connect()` passes its normalized arguments as one array.
  if (Array.isArray(first)) return destinationOf(first);
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; port?: unknown; path?: unknown };
    if (typeof options.path === 'string') return undefined;
    const host = typeof options.host === 'string' ? options.host : 'localhost';
    return { host, port: Number(options.port) || undefined };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { host: typeof second === 'string' ? second : 'localhost', port: Number(first) };
  }
  return undefined;
}

function stateOf(): GuardState {
  const holder = globalThis as { [INSTALLED]?: GuardState };
  return holder[INSTALLED] ?? { refusals: [] };
}

/** Patches `net.Socket.prototype.connect` once per process; later calls are no-ops. */
export function installLoopbackGuard(): void {
  const holder = globalThis as { [INSTALLED]?: GuardState };
  if (holder[INSTALLED]) return;
  const state: GuardState = { refusals: [] };
  holder[INSTALLED] = state;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const destination = destinationOf(args);
    if (!destination || isLoopbackHost(destination.host)) {
      return (connect as (...args: unknown[]) => net.Socket).apply(this, args);
    }
    state.refusals.push(destination);
    const where = destination.port ? `${destination.host}:${destination.port}` : destination.host;
    const error = Object.assign(
      new Error(
        `Refused a connection to ${where}: tests reach loopback only (tests/support/loopback-guard.ts).`,
      ),
      { code: REFUSAL_CODE, host: destination.host },
    );
    // As a refused connection fails: asynchronously, through the socket's 'error' event.
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof net.Socket.prototype.connect;
}

/** The refusals since the last call, which it forgets. */
export function takeRefusals(): Refusal[] {
  return stateOf().refusals.splice(0);
}

/** One sentence naming every host a test tried to reach, or undefined when it tried none. */
export function describeRefusals(refusals: readonly Refusal[]): string | undefined {
  if (refusals.length === 0) return undefined;
  const hosts = [...new Set(refusals.map((refusal) => refusal.host))].join(', ');
  return `The test tried to reach ${hosts}, outside loopback: give the client the emulator's address (or a fake transport) instead.`;
}

import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A refusal as the SDK threw it: a `StytchError` from the API, or a `ClientError` from a local check. */
export class BackendSdkError extends Error {
  readonly status_code?: number;
  readonly error_type?: string;
  readonly error_message?: string;
  /** A `ClientError`'s code, e.g. `jwt_invalid`. */
  readonly code?: string;
  constructor(error: { name: string; message: string } & Partial<BackendSdkError>) {
    super(error.message);
    this.name = error.name;
    Object.assign(this, {
      status_code: error.status_code,
      error_type: error.error_type,
      error_message: error.error_message,
      code: error.code,
    });
  }
}

export type BackendSdkConfig = { project_id: string; secret: string; custom_base_url: string };

export type BackendSdk = {
  /** Calls `client.<method>(...args)`, e.g. `call('users.get', { user_id })`; Dates cross as Dates. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path; the assertions check them.
  call(method: string, ...args: unknown[]): Promise<any>;
  close(): Promise<void>;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: BackendSdkError };

const CHILD = fileURLToPath(new URL('./backend-sdk-child.mjs', import.meta.url));

/**
 * A `stytch.Client` running unmodified in a child process that trusts the emulator's certificate via
 * `NODE_EXTRA_CA_CERTS` (Node reads it only at start, hence the process): the SDK's own fetches and
 * its JWKS download both go over the emulator's HTTPS listener.
 */
export async function startBackendSdk(
  config: BackendSdkConfig,
  certificatePath: string,
): Promise<BackendSdk> {
  const child: ChildProcess = fork(CHILD, [], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificatePath, NODE_OPTIONS: '' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 0;
  child.on('message', (reply: Reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const settle of pending.values()) {
      settle({
        id: -1,
        ok: false,
        error: new BackendSdkError({ name: 'Exit', message: `SDK process exited (${code})` }),
      });
    }
    pending.clear();
  });

  function send(message: object): Promise<unknown> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, (reply) =>
        reply.ok ? resolve(reply.value) : reject(new BackendSdkError(reply.error)),
      );
      child.send({ id, ...message });
    });
  }

  await send({ config });
  return {
    call: (method, ...args) => send({ method, args }),
    async close() {
      child.kill();
      await exited;
    },
  };
}

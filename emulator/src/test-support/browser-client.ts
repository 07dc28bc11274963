import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RecordedAnswer } from './browser-client-child';

export type { RecordedAnswer };

/** A refusal as the browser client threw it (a `StytchAPIError` carries its `error_type`). */
export class BrowserClientError extends Error {
  readonly error_type?: string;
  readonly status_code?: number;
  constructor(error: { name: string; message: string; error_type?: string; status_code?: number }) {
    super(error.message);
    this.name = error.name;
    this.error_type = error.error_type;
    this.status_code = error.status_code;
  }
}

export type BrowserClient = {
  /** Calls `client.<method>(...args)` in the page, e.g. `call('otps.email.send', 'a@example.com')`. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path; the assertions check them.
  call(method: string, ...args: unknown[]): Promise<any>;
  /** The bootstrap as the client mapped it (what it caches and reads). */
  bootstrap(): Promise<unknown>;
  /** The client's own user search (`POST /users/search`), as the prebuilt UI's password screen calls it. */
  searchUser(email: string): Promise<unknown>;
  /** Every `/sdk/v1` answer the page received since the last time asked, oldest first. */
  answers(): Promise<RecordedAnswer[]>;
  /** The dotted paths of every function the client object holds. */
  methods(): Promise<string[]>;
  /** What the page logged since the last time asked (`warn: …`), oldest first. */
  console(): Promise<string[]>;
  /** Writes the page's localStorage, as the client's own earlier steps would have. */
  setItem(key: string, value: string): Promise<void>;
  close(): Promise<void>;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: BrowserClientError };

const CHILD = fileURLToPath(new URL('./browser-client-child.ts', import.meta.url));

/**
 * `@stytch/vanilla-js/headless` running unmodified in a happy-dom page at `http://localhost:3000`,
 * in a child process (the page's globals would otherwise leak into the test runner's), pointed at
 * the emulator's plain-HTTP listener with the client's `endpoints` option.
 */
export async function startBrowserClient(publicToken: string, emulatorUrl: string): Promise<BrowserClient> {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '' },
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
        error: new BrowserClientError({ name: 'Exit', message: `page exited (${code})` }),
      });
    }
    pending.clear();
  });

  function send(message: object): Promise<unknown> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, (reply) =>
        reply.ok ? resolve(reply.value) : reject(new BrowserClientError(reply.error)),
      );
      child.send({ id, ...message });
    });
  }

  await send({ setup: { publicToken, emulatorUrl } });
  return {
    call: (method, ...args) => send({ call: method, args }),
    bootstrap: () => send({ ask: 'bootstrap' }),
    searchUser: (email) => send({ ask: 'searchUser', email }),
    answers: () => send({ ask: 'answers' }) as Promise<RecordedAnswer[]>,
    methods: () => send({ ask: 'methods' }) as Promise<string[]>,
    console: () => send({ ask: 'console' }) as Promise<string[]>,
    setItem: async (key, value) => {
      await send({ ask: 'setItem', key, value });
    },
    async close() {
      child.kill();
      await exited;
    },
  };
}

import type { Bootstrap, UserSearchResult } from '../client/client-internals';
import { FALLBACK_BOOTSTRAP } from '../client/client-internals';
import type { WidgetClient } from '../client/widget-client';

type AnyFunction = (...args: never[]) => unknown;
type Depth = [never, 0, 1, 2, 3];

/** Dotted paths to the client's methods, e.g. `magicLinks.email.loginOrCreate`. */
export type ClientMethodPath<T = WidgetClient, Level extends number = 3> = [Level] extends [never]
  ? never
  : {
      [K in keyof T & string]: T[K] extends AnyFunction
        ? K
        : T[K] extends object
          ? `${K}.${ClientMethodPath<T[K], Depth[Level]>}`
          : never;
    }[keyof T & string];

/** The method at a dotted path. */
export type ClientMethod<Path extends string, T = WidgetClient> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ClientMethod<Rest, T[Head]>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type Implementation<Path extends ClientMethodPath> =
  ClientMethod<Path> extends (...args: infer A) => infer R ? (...args: A) => R : never;

type Resolved<Path extends ClientMethodPath> = Awaited<ReturnType<Implementation<Path>>>;

const INTERNALS = Symbol.for('stytch__internal_b2c');

export type FakeClient = {
  client: WidgetClient;
  /** The arguments of every call to a method so far. */
  calls<Path extends ClientMethodPath>(path: Path): Parameters<Implementation<Path>>[];
  /** Telemetry events the widget sent through the client. */
  telemetry: { name: string; details: Record<string, unknown> }[];
  /** The emails the widget searched users for, in order. */
  userSearches: string[];
};

/**
 * A stand-in for the headless client, built method by method: only what a test sets up exists, and
 * any other call fails loudly with the method's path. No network is involved.
 */
export class FakeClientBuilder {
  private readonly methods = new Map<string, (...args: unknown[]) => unknown>();
  private bootstrap: Bootstrap = FALLBACK_BOOTSTRAP;
  private publicToken = 'public-token-test-fake';
  private userSearch: ((email: string) => Promise<UserSearchResult>) | undefined;
  private oneTap: unknown;

  /** Makes `path` run `implementation`. */
  handles<Path extends ClientMethodPath>(path: Path, implementation: Implementation<Path>): this {
    this.methods.set(path, implementation as (...args: unknown[]) => unknown);
    return this;
  }

  /** Makes `path` resolve with `value`. */
  resolves<Path extends ClientMethodPath>(path: Path, value: Resolved<Path>): this {
    this.methods.set(path, () => Promise.resolve(value));
    return this;
  }

  /** Makes `path` reject with `error` (e.g. a server error shape from `apiError`). */
  rejects<Path extends ClientMethodPath>(path: Path, error: unknown): this {
    this.methods.set(path, () => Promise.reject(error));
    return this;
  }

  /** Makes `path` return a promise the test settles itself, to observe in-flight states. */
  pending<Path extends ClientMethodPath>(
    path: Path,
  ): { resolve(value: Resolved<Path>): void; reject(error: unknown): void } {
    let settle: { resolve(value: Resolved<Path>): void; reject(error: unknown): void } | undefined;
    const promise = new Promise<Resolved<Path>>((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.methods.set(path, () => promise);
    return {
      resolve: (value) => settle?.resolve(value),
      reject: (error) => settle?.reject(error),
    };
  }

  withBootstrap(bootstrap: Partial<Bootstrap>): this {
    this.bootstrap = { ...this.bootstrap, ...bootstrap };
    return this;
  }

  /** Makes the client's internal user search (`POST /users/search`) run `implementation`. */
  searchesUsers(implementation: (email: string) => Promise<UserSearchResult>): this {
    this.userSearch = implementation;
    return this;
  }

  /** Gives the client a One Tap loader (its internal `oneTap`), e.g. a fake Google One Tap. */
  withOneTap(oneTap: unknown): this {
    this.oneTap = oneTap;
    return this;
  }

  withPublicToken(token: string): this {
    this.publicToken = token;
    return this;
  }

  build(): FakeClient {
    const calls = new Map<string, unknown[][]>();
    const telemetry: FakeClient['telemetry'] = [];
    const userSearches: string[] = [];
    const { methods, bootstrap, publicToken, userSearch, oneTap } = this;
    const internals = {
      bootstrap: { getSync: () => bootstrap, getAsync: () => Promise.resolve(bootstrap) },
      publicToken,
      oneTap,
      networkClient: { logEvent: (event: FakeClient['telemetry'][number]) => telemetry.push(event) },
      searchManager: {
        searchUser(email: string) {
          if (!userSearch) throw new Error('fake client: the user search was called but not set up');
          userSearches.push(email);
          return userSearch(email);
        },
      },
    };

    const node = (path: string): unknown =>
      new Proxy(() => {}, {
        get(_target, key) {
          if (key === INTERNALS && path === '') return internals;
          // Keep the fake from looking like a promise or a primitive to code that probes it.
          if (typeof key === 'symbol' || key === 'then') return undefined;
          return node(path ? `${path}.${key}` : key);
        },
        apply(_target, _this, args: unknown[]) {
          const implementation = methods.get(path);
          if (!implementation) throw new Error(`fake client: ${path}() was called but not set up`);
          calls.set(path, [...(calls.get(path) ?? []), args]);
          return implementation(...args);
        },
      });

    return {
      client: node('') as WidgetClient,
      calls: (path) => (calls.get(path) ?? []) as never,
      telemetry,
      userSearches,
    };
  }
}

export function fakeClient(): FakeClientBuilder {
  return new FakeClientBuilder();
}

/** An error shaped like the client's StytchAPIError. */
/**
 * The client's own error when a call got no readable answer (NetworkClient): by default a request
 * that never reached the server, as when the page names an address nothing listens on.
 */
export function unreachableError(clientMessage = 'Unable to contact our servers.') {
  return Object.assign(new Error(clientMessage), { name: 'StytchAPIUnreachableError' });
}

export function apiError(errorType: string, errorMessage: string, statusCode = 400) {
  return Object.assign(new Error(`[${statusCode}] ${errorType}\n${errorMessage}\n`), {
    name: 'StytchAPIError',
    error_type: errorType,
    error_message: errorMessage,
    status_code: statusCode,
    error_url: `https://stytch.com/docs/api/errors/${statusCode}`,
  });
}

/** One request a project's pages, server or tools made, as the request log shows it. */
export type LoggedRequest = {
  /** The request's place in the emulator's log, counting up from 1: its key in pages and live lists. */
  seq: number;
  at: string;
  method: string;
  /** The path, without the query (it may carry tokens). */
  path: string;
  status: number;
  /** The page that called, when a browser said. */
  origin: string | null;
  /** The refusal's type and words as answered, for an error answer. */
  error_type: string | null;
  error_message: string | null;
  /** The provider's sandbox value that answered instead of the route, as `token DOYoip3rvIMM… → 200`. */
  sandbox_value: string | null;
  /**
   * The emulator's own account of a refusal, which the answer leaves out (it says only what the
   * provider says): which user, which setting, which field, and why.
   */
  detail: string | null;
};

/** A request as the transport describes it, before the log numbers it. */
export type NewLoggedRequest = Omit<LoggedRequest, 'seq'>;

export type RequestListener = (token: string, request: LoggedRequest) => void;

/** How many requests each project keeps: enough to explain a refusal, never a growing store. */
export const REQUESTS_KEPT = 200;

/**
 * The last requests per project, newest last, in memory only: a window onto what the emulator
 * answered and why, for the console and the terminal, not data a project keeps or exports.
 */
export class RequestLog {
  readonly #requests = new Map<string, LoggedRequest[]>();
  readonly #listeners = new Set<RequestListener>();
  readonly #unheldListeners = new Set<RequestListener>();
  #lastSeq = 0;

  record(token: string, described: NewLoggedRequest): void {
    const request = { seq: ++this.#lastSeq, ...described };
    const kept = this.#requests.get(token) ?? [];
    kept.push(request);
    if (kept.length > REQUESTS_KEPT) kept.splice(0, kept.length - REQUESTS_KEPT);
    this.#requests.set(token, kept);
    for (const listener of this.#listeners) listener(token, request);
  }

  /**
   * A refusal answered to a page whose project does not exist (yet): the refusal came before the call
   * could create it. Told to `subscribeToUnheld` listeners and kept nowhere, since no project holds it
   * and made-up tokens must not grow the log.
   */
  tellUnheld(token: string, described: NewLoggedRequest): void {
    const request = { seq: ++this.#lastSeq, ...described };
    for (const listener of this.#unheldListeners) listener(token, request);
  }

  /** A project's requests, newest first. */
  requests(token: string): LoggedRequest[] {
    return [...(this.#requests.get(token) ?? [])].reverse();
  }

  /** The seq of the project's newest kept request; 0 when it has none. */
  latestSeq(token: string): number {
    return this.#requests.get(token)?.at(-1)?.seq ?? 0;
  }

  forget(token: string): void {
    this.#requests.delete(token);
  }

  subscribe(listener: RequestListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Listens to refusals of projects that do not exist: what `tellUnheld` is told. */
  subscribeToUnheld(listener: RequestListener): () => void {
    this.#unheldListeners.add(listener);
    return () => this.#unheldListeners.delete(listener);
  }
}

import type { WidgetStore } from '../state/store';

/**
 * What one mounted widget holds besides its state: timers, one-time reports, and whatever must stop
 * when the host unmounts it (toast countdowns, screen preloads, later passkey autofill, One Tap
 * scripts and wallet listeners). None of it is state a host should see or serialise, so it lives
 * here, beside the Valtio store rather than in it, and `dispose()` ends all of it at once.
 */
export class WidgetRuntime {
  readonly #lifetime = new AbortController();
  readonly #cleanups = new Set<() => void>();
  #isLoginScreenReported = false;
  #passkeyRequest: AbortController | null = null;

  /** Aborts when the widget is disposed: pass it to anything that must end with the widget. */
  get signal(): AbortSignal {
    return this.#lifetime.signal;
  }

  get isDisposed(): boolean {
    return this.#lifetime.signal.aborted;
  }

  /**
   * Runs `cleanup` when the widget is disposed (at once if it already is). The returned function
   * forgets it, for work that ends by itself first.
   */
  onDispose(cleanup: () => void): () => void {
    if (this.isDisposed) {
      cleanup();
      return () => {};
    }
    this.#cleanups.add(cleanup);
    return () => this.#cleanups.delete(cleanup);
  }

  /**
   * The signal of a new passkey request (`navigator.credentials.get`). A browser keeps only one
   * pending, so starting one aborts the one before (autofill's, when the user presses the button);
   * it also aborts with `until` (its screen went away) and when the widget is disposed.
   */
  startPasskeyRequest(until: AbortSignal): AbortSignal {
    this.#passkeyRequest?.abort();
    const request = new AbortController();
    this.#passkeyRequest = request;
    for (const signal of [until, this.signal]) {
      if (signal.aborted) request.abort();
      else signal.addEventListener('abort', () => request.abort(), { once: true, signal: request.signal });
    }
    return request.signal;
  }

  /**
   * Leaves the page for `url`: the identity-provider flows end at the redirect the server returned.
   * One seam, so component tests can watch it; a disposed widget no longer sends the page anywhere.
   */
  navigate(url: string): void {
    if (!this.isDisposed) window.location.assign(url);
  }

  /** True only the first time: the login screen is reported once per widget. */
  claimLoginScreenReport(): boolean {
    if (this.#isLoginScreenReported) return false;
    this.#isLoginScreenReported = true;
    return true;
  }

  dispose(): void {
    if (this.isDisposed) return;
    this.#lifetime.abort();
    for (const cleanup of this.#cleanups) cleanup();
    this.#cleanups.clear();
  }
}

// Keyed by the store, because every action already receives the store: one runtime per store.
const runtimes = new WeakMap<WidgetStore, WidgetRuntime>();

/** The runtime of the widget this store belongs to, made on first use. */
export function runtimeOf(store: WidgetStore): WidgetRuntime {
  let runtime = runtimes.get(store);
  if (!runtime) {
    runtime = new WidgetRuntime();
    runtimes.set(store, runtime);
  }
  return runtime;
}

/** Records that this widget reported its login screen; true only the first time, so it is sent once. */
export function claimLoginScreenReport(store: WidgetStore): boolean {
  return runtimeOf(store).claimLoginScreenReport();
}

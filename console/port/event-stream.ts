export type ServerSentEvent = { event: string; data: string; id: string | null };

/**
 * An incremental `text/event-stream` parser: feed it chunks as they arrive, get whole events back.
 * Follows the WHATWG rules the emulator's stream relies on: `event`, `data` (multi-line joined
 * with `\n`), `id`, comments starting with `:`, and CRLF, CR or LF line ends.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
  };
  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  let endedWithCr = false;
  return (chunk) => {
    // A CRLF split across two chunks is one line end, not two.
    const text = endedWithCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    endedWithCr = chunk.endsWith('\r');
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  };
}

/** Why the stream was refused: the emulator's own words where its answer has them. */
async function refusalOf(response: Response): Promise<string> {
  const words = await response
    .json()
    .then((body: { error_message?: unknown }) => body.error_message)
    .catch(() => undefined);
  return `the event stream answered ${response.status}${typeof words === 'string' ? `: ${words}` : ''}`;
}

/** How long a connection may take to send its first bytes: the emulator sends `ready` at once. */
export const STREAM_CONNECT_BOUND_MS = 10_000;

/** How long a followed stream may stay silent: the emulator sends a keep-alive every 15 s, so this is three missed. */
export const STREAM_QUIET_BOUND_MS = 45_000;

/** The timers a stream's bounds and pauses run on: the machine's, or a clock a caller controls. */
export type StreamClock = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
};

const MACHINE_CLOCK: StreamClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

type StreamOptions = {
  url: string;
  onEvent: (event: ServerSentEvent) => void;
  signal: AbortSignal;
  /** Sent with every (re)connection: the control token travels here when the emulator asks for one. */
  headers?: Readonly<Record<string, string>>;
  reconnectMs?: number;
  fetch?: typeof fetch;
  /** What the bounds and the pause between connections are timed on; the machine's clock when absent. */
  clock?: StreamClock;
  /** Told why each connection failed, dropped or went silent before it is tried again. */
  onFailure?: (reason: string) => void;
};

const inSeconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * One connection, followed until the server ends it. Throws when it is refused, drops, or stays
 * silent past its bound: a connection that hangs (a proxy holding it, a machine asleep) would
 * otherwise wait for ever without a word.
 */
async function followOnce(options: StreamOptions): Promise<void> {
  const { url, onEvent, signal, headers = {}, fetch: fetchStream = fetch, clock = MACHINE_CLOCK } = options;
  const connection = new AbortController();
  let silence: string | undefined;
  let bound: unknown;
  const expectWithin = (ms: number, failure: string) => {
    clock.clearTimeout(bound);
    bound = clock.setTimeout(() => {
      silence = failure;
      connection.abort();
    }, ms);
  };
  const hangUp = () => connection.abort();
  signal.addEventListener('abort', hangUp, { once: true });
  try {
    expectWithin(
      STREAM_CONNECT_BOUND_MS,
      `the event stream did not start within ${inSeconds(STREAM_CONNECT_BOUND_MS)}`,
    );
    const response = await fetchStream(url, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: connection.signal,
    });
    if (!response.ok || !response.body) throw new Error(await refusalOf(response));
    const feed = createEventStreamParser(onEvent);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      // Any bytes count, the keep-alive comments too.
      expectWithin(
        STREAM_QUIET_BOUND_MS,
        `the event stream sent nothing for ${inSeconds(STREAM_QUIET_BOUND_MS)}`,
      );
      feed(decoder.decode(read.value, { stream: true }));
    }
  } catch (failure) {
    throw silence === undefined ? failure : new Error(silence);
  } finally {
    clock.clearTimeout(bound);
    signal.removeEventListener('abort', hangUp);
  }
}

/**
 * Follows an event stream until `signal` aborts, reconnecting after a pause when the connection
 * drops (the emulator restarting, a network blip) or goes silent.
 */
export async function followEventStream(options: StreamOptions): Promise<void> {
  const { signal, reconnectMs = 1000, clock = MACHINE_CLOCK } = options;
  while (!signal.aborted) {
    try {
      await followOnce(options);
    } catch (failure) {
      // Dropped, refused or silent: say so, wait and try again, unless we were asked to stop.
      if (!signal.aborted) options.onFailure?.(failure instanceof Error ? failure.message : String(failure));
    }
    if (signal.aborted) return;
    await new Promise<void>((resolve) => {
      // One listener per pause, removed when the pause ends: a stream that keeps dropping must not
      // pile listeners onto a signal that lives as long as the watch.
      const onAbort = () => {
        clock.clearTimeout(timer);
        resolve();
      };
      const timer = clock.setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, reconnectMs);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

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

/**
 * Follows an event stream until `signal` aborts, reconnecting after a pause when the connection
 * drops (the emulator restarting, a network blip).
 */
export async function followEventStream(options: {
  url: string;
  onEvent: (event: ServerSentEvent) => void;
  signal: AbortSignal;
  /** Sent with every (re)connection: the control token travels here when the emulator asks for one. */
  headers?: Readonly<Record<string, string>>;
  reconnectMs?: number;
  fetch?: typeof fetch;
  /** Told why each connection failed or dropped before it is tried again. */
  onFailure?: (reason: string) => void;
}): Promise<void> {
  const { url, onEvent, signal, headers = {}, reconnectMs = 1000, fetch: fetchStream = fetch } = options;
  while (!signal.aborted) {
    try {
      const response = await fetchStream(url, {
        headers: { ...headers, accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok || !response.body) throw new Error(await refusalOf(response));
      const feed = createEventStreamParser(onEvent);
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        feed(decoder.decode(read.value, { stream: true }));
      }
    } catch (failure) {
      // Dropped or refused: say so, wait and try again, unless we were asked to stop.
      if (!signal.aborted) options.onFailure?.(failure instanceof Error ? failure.message : String(failure));
    }
    if (signal.aborted) return;
    await new Promise<void>((resolve) => {
      // One listener per pause, removed when the pause ends: a stream that keeps dropping must not
      // pile listeners onto a signal that lives as long as the watch.
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, reconnectMs);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

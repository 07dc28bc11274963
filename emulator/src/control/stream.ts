import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { descriptorOf } from '../store/collection-table';
import type { SingleWrite } from '../store/project';
import type { EmulatorStore } from '../store/store';

const HEARTBEAT_MS = 15_000;

/**
 * The event announcing a write: `settings`, `reset`, or the collection's own `streamEvent`. Writes
 * to collections without one (tokens, passcodes, password hashes) are not announced, nor is the
 * signing key a project makes on first use.
 */
function describe(write: SingleWrite): { event: string; data: unknown } | undefined {
  if (write.op === 'settings') return { event: 'settings', data: write.settings };
  if (write.op === 'signing_key') return undefined;
  if (write.op === 'replace') return { event: 'reset', data: {} };
  const event = descriptorOf(write.collection).streamEvent;
  if (!event) return undefined;
  return {
    event,
    data: write.op === 'put' ? { op: 'put', value: write.value } : { op: 'delete', key: write.key },
  };
}

/** Server-Sent Events announcing every visible change of one project, until the caller hangs up. */
export function streamProjectChanges(c: Context, store: EmulatorStore, token: string, closed: AbortSignal) {
  return streamSSE(c, async (stream) => {
    let end = () => {};
    // Listened for before the first write: a caller that hangs up while `ready` is on its way must
    // still end the stream, or its subscriber and heartbeat would live for ever.
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    stream.onAbort(end);
    closed.addEventListener('abort', end, { once: true });
    let unsubscribe = () => {};
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ public_token: token }) });
      if (stream.aborted || closed.aborted) return;
      const unsubscribeChanges = store.subscribe((change) => {
        if (change.token !== token) return;
        const described = describe(change.write);
        if (described) void stream.writeSSE({ event: described.event, data: JSON.stringify(described.data) });
      });
      const unsubscribeRequests = store.requestLog.subscribe((requestToken, request) => {
        if (requestToken === token) void stream.writeSSE({ event: 'request', data: JSON.stringify(request) });
      });
      unsubscribe = () => {
        unsubscribeChanges();
        unsubscribeRequests();
      };
      heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      closed.removeEventListener('abort', end);
    }
  });
}

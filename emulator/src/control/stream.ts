import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { EmulatorStore } from '../emulator-store';
import type { StreamPosition } from '../store/stream-position';
import { changesOf, type StreamChange } from './stream-changes';

/** What `ready` says: the project followed, and where its stream starts. */
export type StreamReady = { public_token: string; position: StreamPosition };

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events announcing every visible change of one project, until the caller hangs up:
 * `ready` once subscribed, with the position it starts at, then one event per change, named by its
 * `kind`, its data the change.
 */
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
      const send = (change: StreamChange) =>
        void stream.writeSSE({ event: change.kind, data: JSON.stringify(change) });
      // Subscribed in the same turn as the position is read and `ready` is queued: no change can
      // fall between them, and each change is written after `ready`.
      const unsubscribeChanges = store.subscribe((change) => {
        const project = change.token === token ? store.existingProject(token) : undefined;
        if (project) for (const each of changesOf(project, change.write)) send(each);
      });
      const unsubscribeRequests = store.requestLog.subscribe((requestToken, request) => {
        if (requestToken === token) send({ kind: 'request_logged', request });
      });
      unsubscribe = () => {
        unsubscribeChanges();
        unsubscribeRequests();
      };
      const ready: StreamReady = { public_token: token, position: store.positionOf(token) };
      await stream.writeSSE({ event: 'ready', data: JSON.stringify(ready) });
      if (stream.aborted || closed.aborted) return;
      heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      closed.removeEventListener('abort', end);
    }
  });
}

import type { ControlClient, StreamChange, StreamPosition, StreamReady } from '@foyer/emulator/control';
import { followEventStream, type StreamClock } from './event-stream';

/** What a watch may be handed instead of the page's own: its `fetch`, the clock its stream's bounds run on. */
export type WatchOptions = { fetch?: typeof fetch; clock?: StreamClock };

/**
 * What the project's stream announced: a change, said with what changed (a message added, a user
 * edited, a request logged…), or `ready` when the stream (re)connected: every change after it is
 * announced, and before it anything may have changed since `position` (when the emulator says it).
 * `unreachable` is no announcement: the stream could not be followed (refused, or no answer), and
 * is being tried again.
 */
export type ProjectChange =
  | StreamChange
  | { kind: 'ready'; position?: StreamPosition }
  | { kind: 'unreachable'; reason: string };

/** The change an event carries, or undefined for one this console does not know. */
function changeOf(event: string, data: string): ProjectChange | undefined {
  try {
    if (event === 'ready') {
      const { position } = JSON.parse(data) as Partial<StreamReady>;
      return position ? { kind: 'ready', position } : { kind: 'ready' };
    }
    const change = JSON.parse(data) as ProjectChange;
    return change.kind === event ? change : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows the project's change stream, reconnecting when it drops, until the returned function is
 * called. The control token travels in the stream's headers, which `EventSource` cannot send.
 */
export function watchProject(
  control: Pick<ControlClient, 'streamUrl' | 'requestHeaders'>,
  onChange: (change: ProjectChange) => void,
  options: WatchOptions = {},
): () => void {
  const controller = new AbortController();
  void followEventStream({
    url: control.streamUrl,
    headers: control.requestHeaders,
    signal: controller.signal,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    onEvent: (event) => {
      const change = changeOf(event.event, event.data);
      if (change) onChange(change);
    },
    onFailure: (reason) => onChange({ kind: 'unreachable', reason }),
  });
  return () => controller.abort();
}

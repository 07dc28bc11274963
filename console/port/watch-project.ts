import type { ControlClient, StreamChange } from '@foyer/emulator/control';
import { followEventStream } from './event-stream';

/**
 * What the project's stream announced: a change, said with what changed (a message added, a user
 * edited, a request logged…), or `ready` when the stream (re)connected: every change after it is
 * announced, and before it anything may have changed.
 */
export type ProjectChange = StreamChange | { kind: 'ready' };

/** The change an event carries, or undefined for one this console does not know. */
function changeOf(event: string, data: string): ProjectChange | undefined {
  if (event === 'ready') return { kind: 'ready' };
  try {
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
  options: { fetch?: typeof fetch } = {},
): () => void {
  const controller = new AbortController();
  void followEventStream({
    url: control.streamUrl,
    headers: control.requestHeaders,
    signal: controller.signal,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onEvent: (event) => {
      const change = changeOf(event.event, event.data);
      if (change) onChange(change);
    },
  });
  return () => controller.abort();
}

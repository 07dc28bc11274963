import type { ControlClient } from '@foyer/emulator/control';
import { followEventStream } from './event-stream';

/**
 * What the project's stream announced: a write (`message`, `user`, `session`, `settings`, `reset`…),
 * a `request` answered, or `ready` when it (re)connected, after which anything may have changed.
 * Telemetry (`event`) is left out: the client posts it all the time, and no view shows it.
 */
export type ProjectChange = { kind: string };

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
      if (event.event !== 'event') onChange({ kind: event.event });
    },
  });
  return () => controller.abort();
}

import { z } from 'zod';
import type { EmulatorStore, Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { readBody } from '../http/validation';
import { newId } from '../store/ids';
import { countDropped, MAX_EVENT_CHARS, MAX_EVENTS_PER_PROJECT, oldestOverLimit } from '../store/retention';
import { isPublicToken } from '../store/store';
import type { TelemetryEvent } from './telemetry-event-collections';

const eventSchema = z.object({
  telemetry: z.unknown().optional(),
  event: z.object({
    public_token: z.string(),
    event_name: z.string(),
    // The client leaves out keys whose value is undefined, `details` included.
    details: z.unknown().optional(),
    error_code: z.string().optional(),
    error_description: z.string().optional(),
    http_status_code: z.number().optional(),
  }),
});

type PostedEvent = z.output<typeof eventSchema>;

function toStored({ telemetry, event }: PostedEvent, project: Project): TelemetryEvent {
  return {
    event_id: newId('event'),
    received_at: project.clock.nowIso(),
    event_name: event.event_name,
    details: event.details ?? null,
    telemetry: telemetry ?? null,
    ...(event.error_code !== undefined ? { error_code: event.error_code } : {}),
    ...(event.error_description !== undefined ? { error_description: event.error_description } : {}),
    ...(event.http_status_code !== undefined ? { http_status_code: event.http_status_code } : {}),
  };
}

/** The project an event names; none when creating it would pass the emulator's project limit. */
function projectFor(store: EmulatorStore, token: string): Project | undefined {
  try {
    return store.project(token);
  } catch (error) {
    if (error instanceof ApiError && error.errorType === 'too_many_projects') return undefined;
    throw error;
  }
}

/**
 * Keeps a batch in the project's ring of `MAX_EVENTS_PER_PROJECT` events: the oldest go, in the
 * same journal write, and are counted, as are events too large to keep.
 */
function keepEvents(project: Project, events: TelemetryEvent[]): void {
  const small = events.filter((event) => JSON.stringify(event).length <= MAX_EVENT_CHARS);
  const kept = small.slice(-MAX_EVENTS_PER_PROJECT);
  const collection = project.collections.events;
  const evicted = oldestOverLimit(collection, kept.length, MAX_EVENTS_PER_PROJECT);
  project.commit([...evicted, ...kept.map((event) => collection.putWrite(event.event_id, event))]);
  countDropped(project, 'events', evicted.length + events.length - kept.length);
}

/**
 * Telemetry the client batches to `/events` (no Authorization header). Each event names its
 * project. The client ignores the answer, so events it cannot use (malformed, or for a token that
 * is not a public token) are dropped one by one and the rest of the batch is kept.
 */
export function registerEventRoutes(sdk: SdkRouter): void {
  sdk.post('/events', async (c) => {
    const batch = await readBody(c, z.array(z.unknown()));
    const byToken = new Map<string, PostedEvent[]>();
    for (const item of batch) {
      const parsed = eventSchema.safeParse(item);
      if (!parsed.success || !isPublicToken(parsed.data.event.public_token)) continue;
      const token = parsed.data.event.public_token;
      byToken.set(token, [...(byToken.get(token) ?? []), parsed.data]);
    }
    // One journal write per project and batch, not one fsync per event.
    for (const [token, posted] of byToken) {
      const project = projectFor(c.get('store'), token);
      if (project)
        keepEvents(
          project,
          posted.map((each) => toStored(each, project)),
        );
    }
    return ok(c, {});
  });
}

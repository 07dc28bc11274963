import { z } from 'zod';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { newId, nowIso } from '../store/ids';
import type { TelemetryEvent } from '../store/model';
import { isPublicToken } from '../store/store';
import type { SdkRouter } from './router';

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

function toStored({ telemetry, event }: PostedEvent): TelemetryEvent {
  return {
    event_id: newId('event'),
    received_at: nowIso(),
    event_name: event.event_name,
    details: event.details ?? null,
    telemetry: telemetry ?? null,
    ...(event.error_code !== undefined ? { error_code: event.error_code } : {}),
    ...(event.error_description !== undefined ? { error_description: event.error_description } : {}),
    ...(event.http_status_code !== undefined ? { http_status_code: event.http_status_code } : {}),
  };
}

/**
 * Telemetry the client batches to `/events` (no Authorization header). Each event names its
 * project. The client ignores the answer, so events it cannot use (malformed, or for a token that
 * is not a public token) are dropped one by one and the rest of the batch is kept.
 */
export function registerEventRoutes(sdk: SdkRouter): void {
  sdk.post('/events', async (c) => {
    const store = c.get('store');
    const batch = await readBody(c, z.array(z.unknown()));
    const byToken = new Map<string, TelemetryEvent[]>();
    for (const item of batch) {
      const parsed = eventSchema.safeParse(item);
      if (!parsed.success || !isPublicToken(parsed.data.event.public_token)) continue;
      const token = parsed.data.event.public_token;
      byToken.set(token, [...(byToken.get(token) ?? []), toStored(parsed.data)]);
    }
    // One journal write per project and batch, not one fsync per event.
    for (const [token, events] of byToken) {
      const project = store.project(token);
      project.commit(events.map((event) => project.collections.events.putWrite(event.event_id, event)));
    }
    return ok(c, {});
  });
}

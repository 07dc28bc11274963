import { z } from 'zod';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { newId, nowIso } from '../store/ids';
import { isPublicToken } from '../store/store';
import type { SdkRouter } from './router';

const eventsBody = z.array(
  z.object({
    telemetry: z.unknown(),
    event: z.object({
      public_token: z.string(),
      event_name: z.string(),
      details: z.unknown(),
      error_code: z.string().optional(),
      error_description: z.string().optional(),
      http_status_code: z.number().optional(),
    }),
  }),
);

/**
 * Telemetry the client batches to `/events` (no Authorization header). Each event names its
 * project; events for tokens that are not public tokens are dropped, as the client ignores the answer.
 */
export function registerEventRoutes(sdk: SdkRouter): void {
  sdk.post('/events', async (c) => {
    const store = c.get('store');
    const batch = await readBody(c, eventsBody);
    for (const { telemetry, event } of batch) {
      if (!isPublicToken(event.public_token)) continue;
      const stored = {
        event_id: newId('event'),
        received_at: nowIso(),
        event_name: event.event_name,
        details: event.details ?? null,
        telemetry: telemetry ?? null,
        ...(event.error_code !== undefined ? { error_code: event.error_code } : {}),
        ...(event.error_description !== undefined ? { error_description: event.error_description } : {}),
        ...(event.http_status_code !== undefined ? { http_status_code: event.http_status_code } : {}),
      };
      store.project(event.public_token).events.put(stored.event_id, stored);
    }
    return ok(c, {});
  });
}

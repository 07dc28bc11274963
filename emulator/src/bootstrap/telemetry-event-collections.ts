import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/** One telemetry event the client posted to `/sdk/v1/events`. */
export type TelemetryEvent = {
  event_id: string;
  received_at: string;
  event_name: string;
  details: unknown;
  telemetry: unknown;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
};

export const eventsCollection = describeCollection<TelemetryEvent>({
  key: 'event_id',
  streamEvent: 'event',
  // Clients post them all the time and no view lists them as they come.
  movesStreamPosition: false,
  schema: z.looseObject({ event_id: z.string() }),
});

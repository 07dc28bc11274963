import { z } from 'zod';
import { describeCollection } from './collection-descriptor';

/**
 * The project's clock as stored: how far its now runs ahead of the machine's. Kept as an offset, not
 * a fixed instant, so time still passes between calls (countdowns run, sessions age) after a move.
 */
export type ClockRecord = { clock_id: string; offset_ms: number };

/** The one record of a project's `clock` collection; a project without it runs on the machine's time. */
export const CLOCK_KEY = 'project';

// At most one record, under CLOCK_KEY: the project's clock offset, announced so a panel can show it.
export const clockCollection = describeCollection<ClockRecord>({
  key: 'clock_id',
  streamEvent: 'clock',
  schema: z.looseObject({ clock_id: z.string(), offset_ms: z.number().int() }),
});

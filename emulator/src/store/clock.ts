import { z } from 'zod';
import { EmulatorError } from '../http/api-error';
import { CLOCK_KEY, type ClockRecord } from './clock-collection';
import type { Collection } from './collections';

/** What the control API answers for a project's clock. */
export type ClockState = { now: string; offset_ms: number };

/** Dates stop at ±8.64e15 ms; a decade per move keeps every expiry the routes compute representable. */
const MAX_MOVE_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * A move of the clock: forward by `advance_ms`, or to the instant `set` names, never backwards; or
 * `reset`, back onto the machine's time, the one way back (a developer's, from the console).
 */
export const clockChangeSchema = z.union([
  z.strictObject({ advance_ms: z.number().int().min(0).max(MAX_MOVE_MS) }),
  z.strictObject({ set: z.iso.datetime({ offset: true }) }),
  z.strictObject({ reset: z.literal(true) }),
]);

export type ClockChange = z.infer<typeof clockChangeSchema>;

/**
 * A project's notion of now. Every expiry, countdown anchor, lockout window and JWT time of the
 * project reads it, so a test moves the clock instead of waiting. It only moves forward: records
 * stamped at a later time would otherwise lie in the project's future (a JWT issued after now, a
 * session started after its last use). Resetting the project, or the clock itself (`reset`), puts it back
 * on the machine's time.
 */
export class ProjectClock {
  constructor(private readonly records: Collection<'clock', ClockRecord>) {}

  /** Milliseconds since the epoch, in the project's time. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** The ISO time `minutes` after the project's now. */
  minutesFromNow(minutes: number): string {
    return new Date(this.now() + minutes * 60_000).toISOString();
  }

  /**
   * `created_at` now and `expires_at` `minutes` later, from one reading of the clock, so a record
   * lives exactly that long even when the machine's millisecond ticks between two readings.
   */
  lifetime(minutes: number): { created_at: string; expires_at: string } {
    const now = this.now();
    return {
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + minutes * 60_000).toISOString(),
    };
  }

  /** Whether an ISO instant (an `expires_at`) is now or earlier in the project's time. */
  hasPassed(isoTime: string): boolean {
    return Date.parse(isoTime) <= this.now();
  }

  get offsetMs(): number {
    return this.records.get(CLOCK_KEY)?.offset_ms ?? 0;
  }

  state(): ClockState {
    const offset = this.offsetMs;
    return { now: new Date(Date.now() + offset).toISOString(), offset_ms: offset };
  }

  /** Moves the clock forward, or to a later instant; an instant before now is refused. */
  change(change: ClockChange): ClockState {
    // Records stamped while the clock ran ahead keep their times: until the machine catches up,
    // a session started then looks as if it started later than now, which nothing checks.
    if ('reset' in change) {
      if (this.records.has(CLOCK_KEY)) this.records.delete(CLOCK_KEY);
      return this.state();
    }
    const wall = Date.now();
    const current = wall + this.offsetMs;
    const target = 'advance_ms' in change ? current + change.advance_ms : Date.parse(change.set);
    if (target < current) {
      throw new EmulatorError(
        'clock_cannot_go_back',
        `The project's clock reads ${new Date(current).toISOString()}; it only moves forward. Reset the project to return to the machine's time.`,
      );
    }
    if (target - current > MAX_MOVE_MS) {
      throw new EmulatorError('invalid_clock_change', 'The clock moves at most ten years at a time.');
    }
    this.records.put(CLOCK_KEY, { clock_id: CLOCK_KEY, offset_ms: target - wall });
    return this.state();
  }
}

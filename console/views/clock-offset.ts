const UNITS = [
  { label: 'd', ms: 24 * 60 * 60_000 },
  { label: 'h', ms: 60 * 60_000 },
  { label: 'min', ms: 60_000 },
  { label: 's', ms: 1000 },
] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The units a custom advance is written in. */
export const ADVANCE_UNITS = { minutes: MINUTE_MS, hours: HOUR_MS, days: DAY_MS } as const;
export type AdvanceUnit = keyof typeof ADVANCE_UNITS;

/** The longest custom advance: a year moves past anything a project's records expire after. */
export const MAX_ADVANCE_DAYS = 365;
const MAX_ADVANCE_MS = MAX_ADVANCE_DAYS * DAY_MS;

/** A duration in the units the clock buttons use, largest first: `1 h 5 min`, `10 min 1 s`. */
export function formatDuration(ms: number): string {
  let rest = Math.round(ms / 1000) * 1000;
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.ms);
    rest -= count * unit.ms;
    if (count > 0) parts.push(`${count} ${unit.label}`);
  }
  return parts.length > 0 ? parts.join(' ') : 'under 1 s';
}

/** How far the project's clock runs ahead of the machine's, as the view says it. */
export function describeOffset(offsetMs: number): string {
  return offsetMs === 0 ? "none (the machine's time)" : `${formatDuration(offsetMs)} ahead of the machine`;
}

/**
 * A custom advance as typed: an amount of a unit, more than nothing and at most a year. The control
 * API takes whole milliseconds, so a fraction (1.5 hours) is rounded to one.
 */
export function advanceFromInput(amount: string, unit: AdvanceUnit): { ms: number } | { problem: string } {
  const text = amount.trim();
  const count = Number(text);
  if (text === '' || !Number.isFinite(count)) return { problem: 'Enter how far to advance, as a number.' };
  const ms = Math.round(count * ADVANCE_UNITS[unit]);
  if (ms <= 0) return { problem: 'Advance by more than nothing: the clock only moves forward.' };
  if (ms > MAX_ADVANCE_MS) return { problem: `Advance by at most ${MAX_ADVANCE_DAYS} days at a time.` };
  return { ms };
}

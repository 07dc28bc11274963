const UNITS = [
  { label: 'd', ms: 24 * 60 * 60_000 },
  { label: 'h', ms: 60 * 60_000 },
  { label: 'min', ms: 60_000 },
  { label: 's', ms: 1000 },
] as const;

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

/** How far the project's clock runs ahead of the machine's, as the panel says it. */
export function describeOffset(offsetMs: number): string {
  return offsetMs === 0 ? "none (the machine's time)" : `${formatDuration(offsetMs)} ahead of the machine`;
}

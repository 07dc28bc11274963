/** Small helpers to summarise timings; benchmarks report, they never assert. */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** The middle value; for an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `ours / theirs`, or NaN when either side was not measured. */
export function ratio(ours: number, theirs: number): number {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs <= 0) return Number.NaN;
  return ours / theirs;
}

export type BenchResult = { name: string; rows: Array<Record<string, string | number>> };

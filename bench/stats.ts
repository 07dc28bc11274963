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

/** Latency and rate of a bounded run, as the throughput tables print them. */
export type LatencySummary = {
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
};

/**
 * Summarises the latencies of one run that took `elapsedMs` in all: how many answered, requests per
 * second over the whole run (concurrent requests overlap, so this is not 1000 / mean latency), and
 * nearest-rank percentiles. Sub-millisecond local checks keep three decimals.
 */
export function latencySummary(latenciesMs: readonly number[], elapsedMs: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(3));
  return {
    requests: sorted.length,
    'req/s': elapsedMs > 0 ? Math.round((sorted.length / elapsedMs) * 1000) : Number.NaN,
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'p99 ms': round(percentile(sorted, 99)),
  };
}

export type BenchResult = { name: string; rows: Array<Record<string, string | number>> };

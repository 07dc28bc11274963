import { describe, expect, it } from 'vitest';
import { latencySummary, median, percentile, ratio } from './stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it('leaves out runs that produced no number', () => {
    expect(median([Number.NaN, 10, 30])).toBe(20);
  });

  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides ours by theirs', () => {
    expect(ratio(140, 200)).toBeCloseTo(0.7);
  });

  it('is NaN when either side was not measured or theirs is zero', () => {
    expect(ratio(Number.NaN, 200)).toBeNaN();
    expect(ratio(100, Number.NaN)).toBeNaN();
    expect(ratio(100, 0)).toBeNaN();
  });
});

describe('percentile', () => {
  it('picks the nearest rank of a sorted list', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 95)).toBe(10);
  });
});

describe('latencySummary', () => {
  it('counts the answers, rates them over the whole run and picks nearest-rank percentiles, whatever the order', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(latencySummary(latencies, 2_000)).toEqual({
      requests: 100,
      'req/s': 50,
      'p50 ms': 50,
      'p95 ms': 95,
      'p99 ms': 99,
    });
  });

  it('keeps sub-millisecond latencies to three decimals', () => {
    expect(latencySummary([0.01234, 0.02], 1)['p50 ms']).toBe(0.012);
  });

  it('reports no rate and no percentiles when nothing was measured', () => {
    const summary = latencySummary([], 0);
    expect(summary.requests).toBe(0);
    expect(summary['req/s']).toBeNaN();
    expect(summary['p99 ms']).toBeNaN();
  });
});

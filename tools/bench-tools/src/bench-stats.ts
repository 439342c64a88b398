/** The value at quantile `q` of ascending `sorted` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Rounded to two decimals. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** p50, p95, p99 and max of latencies in milliseconds (the array is sorted in place). */
export function latencySummary(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50_ms: round2(quantile(latencies, 0.5)),
    p95_ms: round2(quantile(latencies, 0.95)),
    p99_ms: round2(quantile(latencies, 0.99)),
    max_ms: round2(latencies.at(-1) ?? Number.NaN),
  };
}

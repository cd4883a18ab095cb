/** Latency samples in milliseconds, summarised by nearest-rank percentiles. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number | null;
  readonly p99: number | null;
  readonly max: number | null;
}

/** The nearest-rank percentile `p` (0–100) of the samples; null when there are none. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`a percentile is from 0 to 100, not ${String(p)}`);
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

export function summarise(samples: readonly number[]): LatencySummary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? null : samples.reduce((a, b) => Math.max(a, b)),
  };
}

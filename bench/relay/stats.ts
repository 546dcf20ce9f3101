/** Percentiles and small fits over latency samples (milliseconds). */

/** A latency distribution in milliseconds. */
export type LatencySummary = {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
};

/** The nearest-rank percentile `q` (0–100) of ascending `sorted`; NaN when empty. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Joins the samples several workers sent into one array. */
export function joinSamples(parts: readonly Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** p50/p90/p99/max/mean of `samples` (the array is sorted in place). */
export function summarize(samples: Float64Array): LatencySummary {
  samples.sort();
  let total = 0;
  for (const value of samples) total += value;
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
    p99: percentile(samples, 99),
    max: samples.length > 0 ? samples[samples.length - 1] : Number.NaN,
    mean: samples.length > 0 ? total / samples.length : Number.NaN,
  };
}

/** Least-squares line through `points`; null with fewer than two distinct x. */
export function linearFit(
  points: ReadonlyArray<{ x: number; y: number }>,
): { slope: number; intercept: number } | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/** One second of a phase: how many answers, and their round trips. */
export type TimelinePoint = { second: number; count: number; p50: number; p99: number; max: number };

/**
 * Round trips bucketed by the second their frame was sent (from `from`, epoch ms): shows whether slow frames
 * come in periodic bursts (garbage collection, timers) or spread evenly (queueing).
 */
export function timeline(
  sentAt: Float64Array,
  latencies: Float64Array,
  from: number,
  seconds: number,
): TimelinePoint[] {
  const buckets: number[][] = Array.from({ length: Math.ceil(seconds) }, () => []);
  sentAt.forEach((t, i) => buckets[Math.floor((t - from) / 1000)]?.push(latencies[i]));
  return buckets.map((values, second) => {
    const summary = summarize(Float64Array.from(values));
    return { second, count: summary.count, p50: summary.p50, p99: summary.p99, max: summary.max };
  });
}

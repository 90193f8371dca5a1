/** Response-time figures of a load run, in ms: autocannon's summary has no p95, so every time is kept and ranked. */
export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The nearest-rank percentile of ascending times (NaN when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function latencyOf(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One line of a report: `label  n requests  p50 … p95 … p99 … max …  errors …`. */
export function latencyLine(label: string, latency: Latency, errors: number, extra = '', timeouts = 0): string {
  return [
    label.padEnd(34),
    `${String(latency.count).padStart(6)} req`,
    `p50 ${ms(latency.p50).padStart(9)}`,
    `p95 ${ms(latency.p95).padStart(9)}`,
    `p99 ${ms(latency.p99).padStart(9)}`,
    `max ${ms(latency.max).padStart(9)}`,
    `errors ${errors}${timeouts ? ` (${timeouts} timeouts)` : ''}`,
    extra,
  ]
    .join('  ')
    .trimEnd();
}

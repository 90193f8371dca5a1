/** An Event Timing entry as the page's observer kept it (PerformanceEventTiming's fields that matter here). */
export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
}

/** One interaction: the entries sharing an interactionId; its latency is the longest of them, as INP counts it. */
export interface Interaction {
  readonly id: number;
  readonly start: number;
  readonly latency: number;
  readonly events: readonly string[];
}

/** When a step's tap was sent and when its visible outcome was seen, in the page's performance.now() time. */
export interface StepWindow {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** A step's measured latency in one run: ms, `under` (no entry over the 16 ms threshold) or the error that stopped it. */
export type StepResult = { readonly latency: number } | { readonly under: true } | { readonly error: string };

/** The smallest duration the observer reports (durationThreshold's minimum); a faster interaction has no entry. */
export const DURATION_THRESHOLD_MS = 16;

/** Groups entries by interactionId (0 is an event that is not an interaction: a pointermove, a scroll). */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId.entries()]
    .map(([id, group]) => ({
      id,
      start: Math.min(...group.map((e) => e.startTime)),
      latency: Math.max(...group.map((e) => e.duration)),
      events: [...new Set(group.map((e) => e.name))],
    }))
    .sort((a, b) => a.start - b.start);
}

/**
 * The interaction each step caused: the slowest one that started inside the step's window (a tap is one interaction;
 * a second one in the window would be the page's own doing and counts too). No interaction: faster than the threshold.
 */
export function latencyOfStep(interactions: readonly Interaction[], step: StepWindow): StepResult {
  const inside = interactions.filter((i) => i.start >= step.start && i.start <= step.end);
  if (!inside.length) return { under: true };
  return { latency: Math.max(...inside.map((i) => i.latency)) };
}

/** The nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** INP's figure for a page visit: the worst interaction, one more skipped for every 50 (the 98th percentile). */
export function inpOf(latencies: readonly number[]): number {
  if (!latencies.length) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(sorted.length / 50), sorted.length - 1)] ?? Number.NaN;
}

/** A step's value for the figures: its latency, the threshold for one under it, nothing for an error. */
export function valueOf(result: StepResult): number | null {
  if ('latency' in result) return result.latency;
  if ('under' in result) return DURATION_THRESHOLD_MS;
  return null;
}

export interface StepFigures {
  readonly name: string;
  readonly p75: number;
  readonly worst: number;
  /** Runs in which it stayed under the threshold (counted as 16 ms), and the errors of those it failed in. */
  readonly under: number;
  readonly errors: readonly string[];
}

export interface PageFigures {
  readonly path: string;
  readonly runs: number;
  readonly steps: readonly StepFigures[];
  /** The INP-like figure of each run (see inpOf), and their p75 and worst. */
  readonly inpPerRun: readonly number[];
  readonly inpP75: number;
  readonly inpWorst: number;
}

/** Per step, p75 and worst over the runs; per page, INP's figure of each run. `runs[r][s]` is step s in run r. */
export function pageFigures(path: string, names: readonly string[], runs: readonly StepResult[][]): PageFigures {
  const steps = names.map((name, s) => {
    const results = runs.map((run) => run[s] ?? { error: 'not run' });
    const values = results.map(valueOf).filter((v): v is number => v !== null);
    return {
      name,
      p75: percentile(values, 75),
      worst: values.length ? Math.max(...values) : Number.NaN,
      under: results.filter((r) => 'under' in r).length,
      errors: results.flatMap((r) => ('error' in r ? [r.error] : [])),
    };
  });
  const inpPerRun = runs
    .map((run) => inpOf(run.map(valueOf).filter((v): v is number => v !== null)))
    .filter((v) => !Number.isNaN(v));
  return {
    path,
    runs: runs.length,
    steps,
    inpPerRun,
    inpP75: percentile(inpPerRun, 75),
    inpWorst: inpPerRun.length ? Math.max(...inpPerRun) : Number.NaN,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '     -' : value.toFixed(0).padStart(6));

/** The page's table: a line per step (p75, worst, how many runs were under the threshold), its errors, and INP's figure. */
export function formatPage(figures: PageFigures): string[] {
  const width = Math.max(...figures.steps.map((s) => s.name.length), 'INP-like (worst/98th of a run)'.length);
  const lines = [`\n${figures.path}  (${figures.runs} runs)`, `  ${''.padEnd(width)}    p75  worst  (ms)`];
  for (const step of figures.steps) {
    const notes = [
      step.under ? `${step.under} under ${DURATION_THRESHOLD_MS} ms` : '',
      step.errors.length ? `${step.errors.length} failed` : '',
    ].filter(Boolean);
    lines.push(
      `  ${step.name.padEnd(width)} ${ms(step.p75)} ${ms(step.worst)}${notes.length ? `  ${notes.join(', ')}` : ''}`,
    );
    for (const error of new Set(step.errors)) lines.push(`    error: ${error}`);
  }
  lines.push(
    `  ${'INP-like (worst/98th of a run)'.padEnd(width)} ${ms(figures.inpP75)} ${ms(figures.inpWorst)}  runs: ${figures.inpPerRun.map((v) => v.toFixed(0)).join(', ')}`,
  );
  return lines;
}

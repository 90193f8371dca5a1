import type { Latency } from '../../bench/latency';
import { figuresRow, medianFigures, type Figures } from './lighthouse-runner';

/** The shell server's answers for one page's HTML. */
export interface ServerFigures {
  readonly path: string;
  readonly status: number;
  /**
   * A request for a URL no one asked for (the page with a query of its own: nothing kept for it), in ms: to the
   * body's first byte (a streamed page's head) and to its last.
   */
  readonly coldFirstByteMs: number;
  readonly coldMs: number;
  /** The warm run: many requests, some at a time, once the cold one is answered. */
  readonly warm: Latency;
  readonly warmErrors: number;
  readonly identityBytes: number;
  /** Bytes as sent when the browser accepts br (the encoding named, in case the server chose another). */
  readonly brBytes: number;
  readonly brEncoding: string;
}

export interface LighthouseFigures {
  readonly path: string;
  readonly runs: readonly Figures[];
  readonly median: Figures;
}

/** One stack configuration, e.g. the build as served, or the same with SSR=off in the shell server's env. */
export interface StackFigures {
  readonly label: string;
  readonly env: Readonly<Record<string, string>>;
  readonly server: readonly ServerFigures[];
  readonly lighthouse: readonly LighthouseFigures[];
}

export interface ScriptFreeFigures extends LighthouseFigures {
  /** The script-free copy's size as served to Lighthouse (identity). */
  readonly bytes: number;
}

export interface BenchReport {
  readonly date: string;
  readonly commit: string;
  readonly requests: number;
  readonly concurrency: number;
  readonly lighthouseRuns: number;
  readonly stacks: readonly StackFigures[];
  readonly scriptFree: readonly ScriptFreeFigures[];
  /** LCP of the page as served over LCP of its script-free copy, per stack and page (1.0: no cost of scripts). */
  readonly lcpRatios: readonly { readonly stack: string; readonly path: string; readonly ratio: number }[];
}

export const lighthouseFigures = (path: string, runs: readonly Figures[]): LighthouseFigures => ({
  path,
  runs,
  median: medianFigures(runs),
});

/**
 * `KEY=value` pairs separated by spaces (`SSR=off NODE_OPTIONS=--max-old-space-size=512`): the extra environment
 * of a second stack. A word without `=` or with an empty name is an error, so a typo is not silently ignored.
 */
export function parseEnvPairs(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const at = word.indexOf('=');
    if (at <= 0) throw new Error(`"${word}" is not KEY=value`);
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  return env;
}

/** The LCP ratio, or NaN when either side measured nothing (a run without a paint). */
export const lcpRatio = (page: Figures, scriptFree: Figures) =>
  Number.isFinite(page.lcp) && Number.isFinite(scriptFree.lcp) && scriptFree.lcp > 0 ? page.lcp / scriptFree.lcp : NaN;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(8);
const count = (value: number) => String(value).padStart(9);

/** The printed tables: server times and bytes, Lighthouse medians, LCP ratios. */
export function formatReport(report: BenchReport): string {
  const lines: string[] = [];
  // Wide enough for the longest label: `script-free <path> (<bytes> B)`.
  const width = Math.max(
    40,
    ...report.stacks.flatMap((s) => s.server.map((p) => `${s.label} ${p.path}`.length)),
    ...report.scriptFree.map((s) => `script-free ${s.path} (${s.bytes} B)`.length),
  );
  lines.push(
    `Shell server, the page's HTML: cold = a URL not asked for before (a query of its own), to the first byte / the last; warm = ${report.requests} requests, ${report.concurrency} at a time (Accept-Encoding as Chromium)`,
  );
  lines.push(
    `${'stack / page'.padEnd(width)} status  cold 1st B / all ms   p50 ms   p95 ms  errors  identity B      br B`,
  );
  for (const stack of report.stacks)
    for (const s of stack.server)
      lines.push(
        `${`${stack.label} ${s.path}`.padEnd(width)} ${String(s.status).padStart(6)} ${ms(s.coldFirstByteMs)} / ${ms(s.coldMs).trim().padEnd(8)} ${ms(s.warm.p50)} ${ms(s.warm.p95)} ${String(s.warmErrors).padStart(7)} ${count(s.identityBytes).padStart(11)} ${count(s.brBytes)}${s.brEncoding === 'br' ? '' : ` (${s.brEncoding})`}`,
      );
  lines.push('');
  lines.push(`Lighthouse mobile, median of ${report.lighthouseRuns} runs`);
  lines.push(`${'stack / page'.padEnd(width)} score   FCP ms   LCP ms   TBT ms   CLS`);
  const paths = report.scriptFree.map((s) => s.path);
  for (const path of new Set([...report.stacks.flatMap((s) => s.lighthouse.map((l) => l.path)), ...paths])) {
    for (const stack of report.stacks) {
      const of = stack.lighthouse.find((l) => l.path === path);
      if (of) lines.push(figuresRow(`${stack.label} ${path}`, of.runs, width));
    }
    const free = report.scriptFree.find((s) => s.path === path);
    if (free) lines.push(figuresRow(`script-free ${path} (${free.bytes} B)`, free.runs, width));
  }
  lines.push('');
  lines.push('LCP(page) / LCP(script-free copy), same run');
  for (const r of report.lcpRatios)
    lines.push(`${`${r.stack} ${r.path}`.padEnd(width)} ${Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}x` : '-'}`);
  return lines.join('\n');
}

/**
 * Where a page's main-thread time goes, from a CPU profile (Chrome DevTools Protocol `Profiler.stop`) whose frames
 * are read through the builds' source maps. Lighthouse's bootup-time names only script URLs (react-dom's chunk, the
 * page itself); this names the source files and packages, so the next step against TBT starts from figures.
 */

/** The parts of a CDP `Profiler.Profile` this report reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
  }[];
  readonly samples?: readonly number[];
  /** Microseconds; `timeDeltas[i]` is the time from the previous sample to sample `i`. */
  readonly timeDeltas?: readonly number[];
}

/** A built file's frame read through its source map: the original source, and the app whose build holds the file. */
export interface Located {
  readonly source: string;
  readonly app: string;
}

/** Looks a frame up in the source maps (0-based line and column, as CDP gives them); null when no map knows it. */
export type Locate = (url: string, line: number, column: number) => Located | null;

/** Self time in milliseconds, per area (package or app) and per source file. */
export interface MainThreadReport {
  /** Time the main thread was not idle. */
  readonly busyMs: number;
  readonly byArea: ReadonlyMap<string, number>;
  readonly bySource: ReadonlyMap<string, number>;
}

/** What V8 calls the time outside JavaScript: parsing HTML and CSS, style, layout, paint, compiling scripts. */
export const BROWSER_WORK = 'browser (parse, compile, style, layout, paint)';
export const GARBAGE_COLLECTION = 'garbage collection';
/** Native functions our scripts call (appendChild, createElement, JSON.parse...), counted apart from the scripts. */
export const NATIVE_CALLS = 'native calls from scripts';

/**
 * A source map's source as a workspace path: `node_modules/<package>/...`, `libs/<lib>/...`, `webpack/...` (the
 * runtime), or the app's own `src/...`. Takes the names as written in the map (`webpack://@nivaas/shell/../libs/x`)
 * and as a source-map reader hands them out, with the `..` already folded into the namespace
 * (`webpack://@nivaas/libs/x`, `webpack://@nivaas/node_modules/x`).
 */
export function cleanSource(source: string): string {
  const path = source.replace(/^webpack:\/\//, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) return path.slice(modules);
  const marked = /(?:^|\/)(libs\/.+|webpack\/(?:bootstrap|runtime)(?:\/.*)?)$/.exec(path);
  if (marked?.[1]) return marked[1];
  return path.replace(/^(@[^/]+\/)?[^/]+\//, '').replace(/^(\.{1,2}\/)+/, '');
}

/**
 * The area a source belongs to: a package (react-dom, react with its scheduler, the federation runtime, the router,
 * other packages by name), webpack's runtime, a workspace lib, or the app whose build holds it.
 */
export function areaOf(source: string, app: string): string {
  if (source.startsWith('node_modules/')) {
    const [first = '', second = ''] = source.slice('node_modules/'.length).split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    if (name === 'react-dom') return 'react-dom';
    if (name === 'react' || name === 'scheduler') return 'react';
    if (name.startsWith('@module-federation/')) return 'federation runtime';
    if (name === 'react-router' || name === 'react-router-dom') return 'router';
    return name;
  }
  if (/^webpack\/(bootstrap|runtime)/.test(source)) return 'webpack runtime';
  const lib = /^libs\/([^/]+)\//.exec(source);
  if (lib) return `libs/${lib[1]}`;
  return app;
}

/** Self time per area and source over every sample; idle time is left out, native frames get areas of their own. */
export function mainThreadReport(profile: CpuProfile, locate: Locate): MainThreadReport {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const located = new Map<number, { source: string; area: string } | null>();
  const byArea = new Map<string, number>();
  const bySource = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  const samples = profile.samples ?? [];
  samples.forEach((id, index) => {
    // The time up to the next sample is this sample's (the usual reading of a sampled profile).
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)' || ms <= 0) return;
    busyMs += ms;
    if (!located.has(id)) located.set(id, classify(frame, locate));
    const place = located.get(id);
    if (!place) return;
    add(byArea, place.area, ms);
    add(bySource, place.source, ms);
  });
  return { busyMs, byArea, bySource };
}

function classify(frame: CpuProfile['nodes'][number]['callFrame'], locate: Locate) {
  if (!frame.url) {
    if (frame.functionName === '(program)') return { source: BROWSER_WORK, area: BROWSER_WORK };
    if (frame.functionName === '(garbage collector)') return { source: GARBAGE_COLLECTION, area: GARBAGE_COLLECTION };
    if (frame.functionName === '(root)') return null;
    return { source: `${frame.functionName || '(anonymous)'} (native)`, area: NATIVE_CALLS };
  }
  const original = locate(frame.url, frame.lineNumber, frame.columnNumber);
  if (!original) {
    // An inline script, a blob worker's starter, a file without a map: named by its URL's last part.
    const name = frame.url.replace(/[?#].*$/, '').replace(/^.*\//, '') || frame.url;
    return { source: name, area: name };
  }
  const source = cleanSource(original.source);
  return { source: `${original.app}: ${source}`, area: areaOf(source, original.app) };
}

/** The entries of a figure map, largest first, at most `limit`. */
export function largest(map: ReadonlyMap<string, number>, limit: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/** Adds reports up (several runs of one page), to be divided by the run count for a mean. */
export function sumReports(reports: readonly MainThreadReport[]): MainThreadReport {
  const byArea = new Map<string, number>();
  const bySource = new Map<string, number>();
  let busyMs = 0;
  for (const report of reports) {
    busyMs += report.busyMs;
    report.byArea.forEach((ms, key) => byArea.set(key, (byArea.get(key) ?? 0) + ms));
    report.bySource.forEach((ms, key) => bySource.set(key, (bySource.get(key) ?? 0) + ms));
  }
  return { busyMs, byArea, bySource };
}

/** Lighthouse's definition: each long task's time over 50 ms, summed (here over tasks the page itself observed). */
export function blockingTime(taskDurationsMs: readonly number[]): number {
  return taskDurationsMs.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

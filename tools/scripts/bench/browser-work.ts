/**
 * The browser's own main-thread work on a page, by kind, from a Chrome trace (`devtools.timeline` events). A CPU
 * profile lumps it all as "(program)": HTML parsing, style, layout, paint and script compiling alike. The trace
 * names each task's parts, so "style and layout" is a figure of its own.
 */

/** The parts of a Chrome trace event this reads. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** What a trace event is, as the report groups it; events not named here count toward their parent. */
const KINDS: Readonly<Record<string, string>> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  'Decode Image': 'decode images',
  'v8.compile': 'compile scripts',
  'v8.compileModule': 'compile scripts',
  'V8.CompileCode': 'compile scripts',
  'v8.produceCache': 'compile scripts',
  'v8.parseOnBackground': 'compile scripts',
  EvaluateScript: 'run scripts',
  'v8.evaluateModule': 'run scripts',
  FunctionCall: 'run scripts',
  EventDispatch: 'run scripts',
  TimerFire: 'run scripts',
  FireAnimationFrame: 'run scripts',
  RunMicrotasks: 'run scripts',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  RunTask: 'other',
};

/** The page's main thread: of the threads the trace names CrRendererMain, the one with the most work. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = new Map<string, number>();
  for (const t of threads) {
    const key = `${t.pid}:${t.tid}`;
    busiest.set(
      key,
      events
        .filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    );
  }
  const [key] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) return null;
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/**
 * Self time in milliseconds per kind of work on the page's main thread: each complete event's duration less its
 * children's, given to the nearest named ancestor's kind ("other" for a task's own overhead).
 */
export function browserWork(events: readonly TraceEvent[]): Map<string, number> {
  const byKind = new Map<string, number>();
  const thread = mainThread(events);
  if (!thread) return byKind;
  const spans = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .map((e) => ({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Open spans, innermost last. A named span's self time is its length less its named descendants' (through unnamed
  // ones, whose time stays with the named span around them).
  interface Open {
    readonly kind: string | null;
    readonly end: number;
    readonly owner: Open | null;
    self: number;
  }
  const stack: Open[] = [];
  const close = (upTo: number) => {
    while (stack.length && (stack[stack.length - 1]?.end ?? 0) <= upTo) {
      const done = stack.pop();
      if (done?.kind) byKind.set(done.kind, (byKind.get(done.kind) ?? 0) + done.self / 1000);
    }
  };
  for (const span of spans) {
    close(span.start);
    const parent = stack[stack.length - 1];
    const owner = parent ? (parent.kind ? parent : parent.owner) : null;
    const length = span.end - span.start;
    const kind = KINDS[span.name] ?? (parent ? null : 'other');
    if (kind) {
      if (owner) owner.self -= length;
      stack.push({ kind, end: span.end, owner: null, self: length });
    } else stack.push({ kind: null, end: span.end, owner, self: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return byKind;
}

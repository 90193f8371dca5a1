import { browserWork, type TraceEvent } from './browser-work';

const main = { pid: 7, tid: 1 };
const meta: TraceEvent = { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } };
const span = (name: string, ts: number, dur: number, thread = main): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...thread,
});

describe('browserWork', () => {
  it('given a task with style, layout and a script inside, then each kind gets its self time in ms', () => {
    const work = browserWork([
      meta,
      span('RunTask', 0, 10_000),
      span('UpdateLayoutTree', 1_000, 3_000),
      span('Layout', 4_000, 2_000),
      span('EvaluateScript', 6_000, 3_000),
      span('v8.compile', 6_500, 1_000),
    ]);
    expect(Object.fromEntries(work)).toEqual({
      other: 2,
      style: 3,
      layout: 2,
      'run scripts': 2,
      'compile scripts': 1,
    });
  });

  it('given an event the report does not name, then its time stays with the named one around it', () => {
    const work = browserWork([
      meta,
      span('RunTask', 0, 10_000),
      span('ScheduleStyleRecalculation', 1_000, 4_000),
      span('UpdateLayoutTree', 2_000, 1_000),
    ]);
    expect(Object.fromEntries(work)).toEqual({ other: 9, style: 1 });
  });

  it('given other threads and processes, then only the busiest renderer main thread counts', () => {
    const other = { pid: 9, tid: 3 };
    const work = browserWork([
      meta,
      { ...meta, ...other },
      span('RunTask', 0, 5_000),
      span('RunTask', 0, 1_000, other),
      span('RunTask', 2_000, 1_000, other),
      span('Layout', 0, 9_000, { pid: 7, tid: 2 }),
    ]);
    expect(Object.fromEntries(work)).toEqual({ other: 5 });
  });
});

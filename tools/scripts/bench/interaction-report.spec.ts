import {
  formatPage,
  inpOf,
  interactionsOf,
  latencyOfStep,
  pageFigures,
  percentile,
  valueOf,
  type EventEntry,
} from './interaction-report';

const entry = (name: string, interactionId: number, startTime: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe('interactionsOf', () => {
  it("given a tap's events under one interactionId, then one interaction as long as its longest entry", () => {
    const interactions = interactionsOf([
      entry('pointerdown', 7, 100, 24),
      entry('pointerup', 7, 140, 56),
      entry('click', 7, 141, 48),
    ]);
    expect(interactions).toEqual([{ id: 7, start: 100, latency: 56, events: ['pointerdown', 'pointerup', 'click'] }]);
  });

  it('given events that are not interactions (interactionId 0), then they are left out', () => {
    expect(interactionsOf([entry('pointermove', 0, 10, 80), entry('scroll', 0, 20, 40)])).toEqual([]);
  });

  it('given two interactions out of order, then they come in the order they started', () => {
    const ids = interactionsOf([entry('click', 9, 500, 20), entry('keydown', 3, 200, 30)]).map((i) => i.id);
    expect(ids).toEqual([3, 9]);
  });
});

describe('latencyOfStep', () => {
  const interactions = interactionsOf([
    entry('click', 1, 100, 40),
    entry('click', 2, 300, 120),
    entry('keydown', 3, 310, 200),
  ]);

  it("given an interaction that started inside the tap's window, then its latency", () => {
    expect(latencyOfStep(interactions, { name: 'a', start: 90, end: 150 })).toEqual({ latency: 40 });
  });

  it('given two in the window, then the slowest', () => {
    expect(latencyOfStep(interactions, { name: 'b', start: 290, end: 400 })).toEqual({ latency: 200 });
  });

  it('given none in the window, then under the threshold', () => {
    expect(latencyOfStep(interactions, { name: 'c', start: 150, end: 290 })).toEqual({ under: true });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([40, 10, 30, 20], 75)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 75)).toBe(40);
    expect(percentile([10, 20], 100)).toBe(20);
    expect(percentile([5], 75)).toBe(5);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 75)).toBeNaN();
  });
});

describe('inpOf', () => {
  it('given fewer than 50 interactions, then the worst', () => {
    expect(inpOf([30, 250, 90])).toBe(250);
  });

  it('given 50 or more, then one more is skipped for every 50 (the 98th percentile)', () => {
    const latencies = [...Array.from({ length: 98 }, () => 20), 300, 500];
    expect(inpOf(latencies)).toBe(20);
    expect(inpOf([...Array.from({ length: 49 }, () => 20), 500])).toBe(20);
    expect(inpOf([...Array.from({ length: 48 }, () => 20), 500, 400])).toBe(400);
  });
});

describe('pageFigures and formatPage', () => {
  const names = ['sort chip', 'dates'];
  const runs = [
    [{ latency: 120 }, { error: 'no such control' }],
    [{ latency: 80 }, { error: 'no such control' }],
    [{ under: true as const }, { latency: 200 }],
  ];
  const figures = pageFigures('/hotels-in-bengaluru/', names, runs);

  it('given three runs, then p75 and worst per step, an under-threshold tap counted as 16 ms', () => {
    expect(valueOf({ under: true })).toBe(16);
    expect(figures.steps[0]).toEqual({ name: 'sort chip', p75: 120, worst: 120, under: 1, errors: [] });
    expect(figures.steps[1]).toMatchObject({ p75: 200, worst: 200, errors: ['no such control', 'no such control'] });
  });

  it("given the runs' taps, then INP's figure of each run and their p75 and worst", () => {
    expect(figures.inpPerRun).toEqual([120, 80, 200]);
    expect(figures.inpP75).toBe(200);
    expect(figures.inpWorst).toBe(200);
  });

  it('prints a line per step, one per distinct error, and the INP-like line', () => {
    const lines = formatPage(figures);
    expect(lines[0]).toBe('\n/hotels-in-bengaluru/  (3 runs)');
    expect(lines.find((l) => l.includes('sort chip'))).toMatch(/sort chip\s+120\s+120 {2}1 under 16 ms$/);
    expect(lines.filter((l) => l.includes('error: no such control'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/INP-like \(worst\/98th of a run\)\s+200\s+200 {2}runs: 120, 80, 200$/);
  });
});

import { sampleTrace, TRACE_SAMPLE_RATE } from './trace-sampler';

/** A deterministic random source: a linear congruential generator, so the test never flakes. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe('trace sampling (docs/rules.md section 9: 1%)', () => {
  it('keeps a trace when the random draw is under 1%, and not otherwise', () => {
    expect(TRACE_SAMPLE_RATE).toBe(0.01);
    expect(sampleTrace(() => 0)).toBe(true);
    expect(sampleTrace(() => 0.0099)).toBe(true);
    expect(sampleTrace(() => 0.01)).toBe(false);
    expect(sampleTrace(() => 0.5)).toBe(false);
  });

  it('keeps about 1 trace in 100 over many page loads', () => {
    const random = seeded(42);
    let kept = 0;
    for (let i = 0; i < 100_000; i += 1) if (sampleTrace(random)) kept += 1;
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThan(1100);
  });
});

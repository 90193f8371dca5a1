/** docs/rules.md section 9: error-reporting trace sample 1%. */
export const TRACE_SAMPLE_RATE = 0.01;

/** A random source in [0, 1): Math.random in the browser, a fixed sequence in tests. */
export type RandomSource = () => number;

/** Whether one trace is kept: each trace is decided on its own, so 1 in 100 on average. */
export function sampleTrace(random: RandomSource, rate: number = TRACE_SAMPLE_RATE): boolean {
  return random() < rate;
}

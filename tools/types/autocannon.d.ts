/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Percentiles;
    latency: Percentiles;
    non2xx: number;
    errors: number;
  }
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Percentiles;
    latency: Percentiles;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each request is sent: returns the request to send (a different path each time). */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    duration?: number;
    /** Stop after this many requests (takes precedence over duration). */
    amount?: number;
    connections?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Instance {
    /** Each response: its status, bytes and time in ms. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}

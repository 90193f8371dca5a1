import autocannon, { type Result } from 'autocannon';
import { latencyOf, type Latency } from './latency';

export interface LoadRun {
  readonly latency: Latency;
  readonly requestsPerSecond: number;
  /** Responses other than 2xx plus connection errors and timeouts (no answer within 10 s). */
  readonly errors: number;
  readonly timeouts: number;
}

export interface LoadOptions {
  readonly origin: string;
  /** The path of each request in turn (a list is walked round-robin, e.g. one hotel page after another). */
  readonly paths: readonly string[];
  readonly connections: number;
  readonly seconds: number;
  readonly headers?: Record<string, string>;
}

/** GETs the paths for `seconds` from `connections` connections, keeping every response time. */
export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const times: number[] = [];
  let next = 0;
  const pathOf = () => options.paths[next++ % options.paths.length] ?? '/';
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ).on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  return {
    latency: latencyOf(times),
    requestsPerSecond: result.requests.average,
    // autocannon counts a timeout among its errors as well.
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
  };
}

import { performance } from 'node:perf_hooks';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * What the cluster bench sends and counts. Each guest calls from an address of its own on the loopback
 * (127.<n>.<m>.1): HAProxy writes that address as X-Forwarded-For, so the API counts each guest's limits apart, as it
 * would count real visitors behind a balancer.
 */
export class Guest {
  private readonly agent: Agent;
  constructor(readonly address: string) {
    this.agent = new Agent({ localAddress: address, keepAliveTimeout: 4_000, connections: 4 });
  }

  async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await undiciFetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      dispatcher: this.agent,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/**
 * The n-th guest's own loopback address (n from 0), each in a /24 network of its own (the API also limits OTPs per
 * network): 127.1.1.1, 127.2.1.1 ... 127.250.1.1, 127.1.2.1 ...
 */
export function guestAddress(n: number): string {
  return `127.${1 + (n % 250)}.${1 + Math.floor(n / 250)}.1`;
}

export interface Sample {
  /** When the request started, ms since the phase began. */
  readonly at: number;
  readonly ms: number;
  readonly ok: boolean;
  readonly what: string;
  readonly status: number;
}

/** Latencies and failures of one phase of the storm. */
export class Recorder {
  readonly samples: Sample[] = [];
  private readonly origin = performance.now();
  firstError: string | null = null;

  now(): number {
    return performance.now() - this.origin;
  }

  async time<T>(what: string, call: () => Promise<{ status: number } & T>, okStatuses: readonly number[] = [200, 201]) {
    const at = this.now();
    try {
      const result = await call();
      const ok = okStatuses.includes(result.status);
      this.samples.push({ at, ms: this.now() - at, ok, what, status: result.status });
      if (!ok && !this.firstError) this.firstError = `${what}: HTTP ${result.status}`;
      return result;
    } catch (error) {
      this.samples.push({ at, ms: this.now() - at, ok: false, what, status: 0 });
      if (!this.firstError) this.firstError = `${what}: ${(error as Error).message}`;
      throw error;
    }
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line: count, rate, p50/p95/p99 and failures of samples in [from, to) ms. */
export function summarise(samples: readonly Sample[], from = 0, to = Infinity): string {
  const inside = samples.filter((s) => s.at >= from && s.at < to);
  const times = inside.map((s) => s.ms).sort((a, b) => a - b);
  const failed = inside.filter((s) => !s.ok);
  const byStatus = new Map<number, number>();
  failed.forEach((s) => byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1));
  const span = inside.length
    ? (Math.max(...inside.map((s) => s.at + s.ms)) - Math.min(...inside.map((s) => s.at))) / 1000
    : 0;
  const statuses = [...byStatus].map(([status, n]) => `${n} x ${status === 0 ? 'no answer' : `HTTP ${status}`}`);
  return (
    `${String(inside.length).padStart(5)} requests, ${(span > 0 ? inside.length / span : 0).toFixed(0).padStart(4)}/s, ` +
    `p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms, p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms, ` +
    `p99 ${percentile(times, 99).toFixed(0).padStart(5)} ms, errors ${failed.length}${statuses.length ? ` (${statuses.join(', ')})` : ''}`
  );
}

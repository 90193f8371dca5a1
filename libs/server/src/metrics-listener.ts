import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the system's choice for 0 in tests). */
  readonly port: number;
  readonly host: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on its own small server, apart from the public port: the
 * metrics name routes, limits and volumes that are nobody's business outside, so it binds the loopback by
 * default and a scraper on the same host (or a sidecar) reads it. Anything else is 404.
 */
export async function startMetricsListener(options: {
  readonly registry: Registry;
  readonly host?: string;
  readonly port: number;
}): Promise<MetricsListener> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ host, port: options.port }, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Reads a metrics port setting: a port number, or null when `0`/`off` turns the listener off. */
export function metricsPortFrom(value: string | undefined, fallback: number): number | null {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (text === 'off' || text === '0') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`A metrics port must be 1-65535, 0 or off: ${value}`);
  return port;
}

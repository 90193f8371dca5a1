import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for MSG91's flow API (apps/api/src/features/notifications/msg91-sms.ts) on the loopback, for the
 * cluster bench: it counts every message it accepts by its key (template and order, or template and mobile for a
 * message without an order), and can be told to fail (HTTP 503, as a provider outage) for a while.
 */
export interface FakeSmsProvider {
  readonly url: string;
  /** Accepted sends per key: `<template>:<order id or mobile>`. */
  readonly accepted: ReadonlyMap<string, number>;
  /** When each key was first accepted (Date.now()). */
  readonly firstAcceptedAt: ReadonlyMap<string, number>;
  /** Requests answered 503 while failing. */
  readonly refused: () => number;
  failing(on: boolean): void;
  close(): Promise<void>;
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const accepted = new Map<string, number>();
  const firstAcceptedAt = new Map<string, number>();
  let failing = false;
  let refused = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failing) {
        refused += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"type":"error","message":"outage"}');
        return;
      }
      try {
        const message = JSON.parse(body) as {
          template_id?: string;
          recipients?: { mobiles?: string; order_id?: string }[];
        };
        const recipient = message.recipients?.[0] ?? {};
        const key = `${message.template_id ?? '?'}:${recipient.order_id ?? recipient.mobiles ?? '?'}`;
        accepted.set(key, (accepted.get(key) ?? 0) + 1);
        if (!firstAcceptedAt.has(key)) firstAcceptedAt.set(key, Date.now());
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ type: 'success', message: `fake-${accepted.size}` }));
      } catch {
        response.writeHead(400).end('{"type":"error","message":"bad json"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    firstAcceptedAt,
    refused: () => refused,
    failing: (on) => {
      failing = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

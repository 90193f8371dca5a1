import type { FastifyInstance } from 'fastify';

/** Closes the API started by jest.global-setup.ts: no server outlives the test run. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __NIVAAS_API__?: FastifyInstance };
  await holder.__NIVAAS_API__?.close();
  delete holder.__NIVAAS_API__;
}

import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * Starts the real reference API (apps/api) in this process for the client's tests, plus
 * test-only routes that produce the failure shapes of docs/rules.md section 8. The failure routes
 * sit under prefixes that end in any contract path (`/__fail__/<shape>/api/...`), so a client
 * whose base URL is `<api>/__fail__/<shape>` calls them through the real generated functions.
 *
 * The URL goes to the tests through process.env (workers inherit it); the instance goes to
 * jest.global-teardown.ts through globalThis, which Jest shares between the two.
 */
export const API_URL_ENV = 'NIVAAS_API_CLIENT_TEST_URL';
export const REAL_API_ENV = 'NIVAAS_API_CLIENT_REAL_API';

type Shape = (reply: FastifyReply) => unknown;

const SHAPES: Record<string, Shape> = {
  // A non-OK response with an error field (and an errors list).
  '500-error-field': (reply) =>
    reply.code(500).send({ error: 'Database unavailable', errors: ['db: connection timeout'] }),
  // A 400 with no body: only the status text ('Bad Request') is left.
  '400-status-text': (reply) => reply.code(400).send(''),
  // No error field and an empty reason phrase: the message of last resort.
  'no-status-text': (reply) => {
    reply.hijack();
    reply.raw.writeHead(502, '', { 'content-type': 'text/plain' });
    reply.raw.end('upstream broke');
  },
  '429': (reply) =>
    reply.code(429).send({ error: 'Too many requests', errors: ['Too many attempts, try again in 10 minutes'] }),
  'otp-no-errors': (reply) => reply.code(400).send({ error: 'Invalid request', errors: [] }),
  '401': (reply) => reply.code(401).send({ error: 'Authentication required', errors: ['Authentication required'] }),
  // The connection is reset before any response: a network failure.
  reset: (reply) => {
    reply.hijack();
    reply.raw.socket?.destroy();
  },
  // Answers after a while, so a test can abort first; the timer dies with the connection so
  // nothing is left pending when Jest finishes.
  slow: (reply) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(reply.send({ late: true })), 1500);
      reply.raw.on('close', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    }),
};

function addTestRoutes(app: FastifyInstance): void {
  for (const [shape, respond] of Object.entries(SHAPES)) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `/__fail__/${shape}/*`,
      handler: async (_req, reply) => respond(reply),
    });
  }
  // Echoes what the client sent (method, path, query, headers, body) and hands out a token,
  // so header, attribution and token-capture tests see the request as a server does.
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/__echo__/*',
    handler: async (req, reply) => {
      reply.header('x-auth-token', 'echo-token-0123456789abcdef');
      return { method: req.method, url: req.url, query: req.query, headers: req.headers, body: req.body ?? null };
    },
  });
  // GraphQL answers errors with HTTP 200 and an errors list.
  app.post('/__fail__/graphql', async () => ({ data: null, errors: [{ message: 'GraphQL error: Coupon expired' }] }));
  app.post('/__fail__/graphql-ok', async () => ({ data: { ok: true } }));
}

async function createApp(): Promise<{ app: FastifyInstance; real: boolean }> {
  // A computed path keeps the API's sources out of this project's type check.
  const appModule = '../../apps/api/src/app';
  try {
    const { buildApp } = (await import(appModule)) as {
      buildApp: (o: { inMemory: boolean; logger: boolean }) => Promise<FastifyInstance>;
    };
    return { app: await buildApp({ inMemory: true, logger: false }), real: true };
  } catch (error) {
    // The reference API is still being written: keep the failure-shape tests running on a bare server.
    console.warn(
      `api-client tests: apps/api buildApp unavailable (${(error as Error).message.split('\n')[0]}); real-API tests are skipped`,
    );
    return { app: Fastify({ logger: false }), real: false };
  }
}

export default async function globalSetup(): Promise<void> {
  const { app, real } = await createApp();
  addTestRoutes(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env[API_URL_ENV] = url;
  process.env[REAL_API_ENV] = real ? 'true' : 'false';
  (globalThis as { __NIVAAS_API__?: FastifyInstance }).__NIVAAS_API__ = app;
}

import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { apiHealthy, assertPortsFree, DEFAULT_PORTS, portInUse, StackStartError, startStack } from './stack';

/** A port something else holds (a plain TCP listener on 127.0.0.1), released by `close`. */
async function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody holds: taken from the system, then released. */
async function freePort(): Promise<number> {
  const held = await holdPort();
  await held.close();
  return held.port;
}

describe('start-up: ports another process holds', () => {
  it('given a port in use, then it is named with its server and the variable that moves it; free ones are not named', async () => {
    const held = await holdPort();
    const free = await freePort();
    try {
      expect(await portInUse(held.port, '127.0.0.1')).toBe(true);
      expect(await portInUse(free, '127.0.0.1')).toBe(false);
      const refusal = assertPortsFree(
        [
          ['api', held.port],
          ['shell', free],
        ],
        '127.0.0.1',
        { api: 'API_PORT', shell: 'PORT' },
      );
      await expect(refusal).rejects.toThrow(StackStartError);
      await expect(refusal).rejects.toThrow(
        new RegExp(
          `^port ${held.port} \\(api\\) is in use by another process; stop it or set API_PORT to a free port$`,
        ),
      );
      await expect(assertPortsFree([['discovery', held.port]], '127.0.0.1')).rejects.toThrow(
        `port ${held.port} (discovery) is in use by another process; stop it or choose other ports`,
      );
      await expect(assertPortsFree([['shell', free]], '127.0.0.1')).resolves.toBeUndefined();
    } finally {
      await held.close();
    }
  });

  it('given the API port held, then startStack refuses before starting any server (no stack trace, no wait)', async () => {
    const held = await holdPort();
    try {
      const ports = {
        ...DEFAULT_PORTS,
        api: held.port,
        shell: await freePort(),
        remotes: {
          discovery: await freePort(),
          hotel: await freePort(),
          checkout: await freePort(),
          account: await freePort(),
        },
      };
      await expect(startStack({ ports, quiet: true, portVariables: { api: 'API_PORT' } })).rejects.toThrow(
        `port ${held.port} (api) is in use by another process; stop it or set API_PORT to a free port`,
      );
    } finally {
      await held.close();
    }
  });
});

describe('start-up: the API is ready only when the API answers', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // What might answer on the API's port: the API, a page of another server, a 404, a proxy's 502.
    server = createHttpServer((request, response) => {
      const answers: Record<string, [number, string, string]> = {
        '/api': [200, 'application/json', '{"status":"ok"}'],
        '/page': [200, 'text/html', '<!doctype html><title>Something else</title>'],
        '/not-found': [404, 'application/json', '{"status":"ok"}'],
        '/bad-gateway': [502, 'text/plain', 'Bad Gateway'],
        '/other-json': [200, 'application/json', '{"status":"starting"}'],
      };
      const [status, type, body] = answers[request.url ?? ''] ?? [404, 'text/plain', 'Not Found'];
      response.writeHead(status, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("given the API's health answer, then healthy; given anything else on the port, then not", async () => {
    expect(await apiHealthy(`${base}/api`)).toBe(true);
    expect(await apiHealthy(`${base}/page`)).toBe(false);
    expect(await apiHealthy(`${base}/not-found`)).toBe(false);
    expect(await apiHealthy(`${base}/bad-gateway`)).toBe(false);
    expect(await apiHealthy(`${base}/other-json`)).toBe(false);
    expect(await apiHealthy(`http://127.0.0.1:${await freePort()}/api/health`)).toBe(false);
  });
});

import Fastify from 'fastify';
import { capturedLogger } from './testing/log-lines';
import { installAccessLog, observedServerOptions } from './http-observability';

function appWithLog() {
  const log = capturedLogger();
  const app = Fastify(observedServerOptions(log.logger));
  installAccessLog(app);
  app.get('/hotels/:id', async () => ({ id: 1 }));
  app.get('/boom', async () => {
    throw new Error('database said no');
  });
  return { app, ...log };
}

describe('the access line and the request id', () => {
  it('given a request with an id, then the answer carries it and one access line names route, status and size', async () => {
    const { app, lines } = appWithLog();
    const answer = await app.inject({ url: '/hotels/1042?phone=9876543210', headers: { 'x-request-id': 'lb-1' } });
    expect(answer.headers['x-request-id']).toBe('lb-1');
    const access = lines.filter((line) => line['msg'] === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      req_id: 'lb-1',
      method: 'GET',
      route: '/hotels/:id',
      path: '/hotels/1042',
      status: 200,
      instance: 'test-1',
      service: 'api',
    });
    expect(access[0]?.['bytes']).toBeGreaterThan(0);
    expect(typeof access[0]?.['ms']).toBe('number');
    // The query (a phone number here) is not logged.
    expect(JSON.stringify(lines)).not.toContain('9876543210');
  });

  it('given a request without an id, then one is made, answered and logged', async () => {
    const { app, lines } = appWithLog();
    const answer = await app.inject({ url: '/nowhere' });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line['msg'] === 'request')).toMatchObject({
      req_id: id,
      route: 'unmatched',
      status: 404,
    });
  });

  it('given a handler that throws, then its error is logged with the stack under the request’s id', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ url: '/boom', headers: { 'x-request-id': 'lb-2' } });
    const error = lines.find((line) => line['level'] === 50);
    expect(error).toMatchObject({ req_id: 'lb-2', err: { message: 'database said no' } });
    expect(String((error?.['err'] as { stack: string }).stack)).toContain('http-observability.spec.ts');
    expect(lines.find((line) => line['msg'] === 'request')).toMatchObject({ req_id: 'lb-2', status: 500 });
  });
});

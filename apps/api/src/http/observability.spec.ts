import { capturedLogger } from '@nivaas/server/testing';
import { buildApp } from '../app';
import { call, login, type TestApp } from '../testing/test-app';

describe('the API’s logs, request ids and readiness', () => {
  const log = capturedLogger();
  let app: TestApp;

  beforeAll(async () => {
    app = (await buildApp({ inMemory: true, logger: log.logger })) as TestApp;
    app.get('/api/test/boom', async () => {
      throw new Error('the database said no to 9876543210');
    });
  }, 120_000);
  afterAll(() => app.close());

  it('given a request with an id, then the id comes back and its access line has the route pattern, status and size', async () => {
    const answer = await call(app, {
      method: 'GET',
      url: '/api/v1/hotels/1042/',
      headers: { 'x-request-id': 'edge-41' },
    });
    expect(answer.headers['x-request-id']).toBe('edge-41');
    const line = log.lines.find((entry) => entry['req_id'] === 'edge-41' && entry['msg'] === 'request');
    expect(line).toMatchObject({
      service: 'api',
      method: 'GET',
      route: expect.stringContaining(':'),
      status: answer.status,
    });
    expect(line?.['bytes']).toBeGreaterThan(0);
  });

  it('given a failure nobody expected, then the guest gets the request id and the log has the stack under it, with no personal data', async () => {
    const answer = await call(app, { method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'edge-42' } });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      error: 'Internal server error',
      errors: ['Internal server error'],
      request_id: 'edge-42',
    });
    const error = log.lines.find((entry) => entry['req_id'] === 'edge-42' && entry['level'] === 50);
    expect(error).toMatchObject({ msg: 'unhandled error', route: '/api/test/boom' });
    expect(String((error?.['err'] as { stack?: string })?.stack)).toContain('observability.spec.ts');
    expect(log.text()).not.toContain('9876543210');
  });

  it('given a guest who signs in with a code, then neither the phone number, nor the code, nor the token is logged', async () => {
    const phone = '9811100042';
    const token = await login(app, phone);
    await call(app, { method: 'GET', url: '/api/v1/profile/', token });
    const written = log.text();
    expect(written).not.toContain(phone);
    expect(written).not.toContain(token);
    expect(written).toContain('/api/v1/auth/otp/verify/');
  });

  it('given the instance, then it is ready; draining, readiness answers 503 while liveness still answers 200', async () => {
    expect((await call(app, { method: 'GET', url: '/api/ready' })).body).toEqual({ status: 'ready' });
    app.ctx.lifecycle.startDraining();
    const ready = await call(app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: 'Not ready', errors: ['draining: the instance is stopping'] });
    expect(ready.headers['connection']).toBe('close');
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});

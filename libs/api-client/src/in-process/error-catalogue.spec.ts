import { createGraphqlRequest } from '../graphql/create-graphql-request';
import { createMemoryCookieJar, createMemoryStorage } from '@nivaas/state';
import { ApiError } from '../errors/api-error';
import { createApiClient } from '../create-api-client';
import { apiUrl, testClient } from './test-api';

// docs/rules.md section 8 against a real HTTP server: the failure shapes come from the test-only routes of
// jest.global-setup.ts, reached through the generated contract functions.
describe('error catalogue over HTTP (docs/rules.md section 8)', () => {
  it('a non-OK response rejects with its error field, carrying status, data and errors', async () => {
    const { client, events } = testClient('/__fail__/500-error-field');
    const error = (await client.getCities().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Database unavailable',
      status: 500,
      data: { error: 'Database unavailable', errors: ['db: connection timeout'] },
      errors: ['db: connection timeout'],
    });
    expect(events).toEqual([
      { type: 'api/failed', operationId: 'getCities', status: 500, message: 'Database unavailable' },
    ]);
  });

  it('else the status text', async () => {
    const { client } = testClient('/__fail__/400-status-text');
    await expect(client.getFacilities()).rejects.toMatchObject({ message: 'Bad Request', status: 400, data: null });
  });

  it("else 'API Error'", async () => {
    const { client } = testClient('/__fail__/no-status-text');
    await expect(client.getFacilities()).rejects.toMatchObject({
      message: 'API Error',
      status: 502,
      data: 'upstream broke',
    });
  });

  it("a network failure (connection reset) rejects 'API error'", async () => {
    const { client, events } = testClient('/__fail__/reset');
    await expect(client.getCities()).rejects.toMatchObject({ message: 'API error', status: 0 });
    expect(events[0]).toMatchObject({ type: 'api/failed', status: 0 });
  });

  it("an unreachable host rejects 'API error' too", async () => {
    const dead = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      applicationId: 'msite-test',
      storage: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
    });
    await expect(dead.getCities()).rejects.toMatchObject({ message: 'API error', status: 0 });
  });

  it('OTP errors: the first errors entry, and 429 marks too-many-requests', async () => {
    const { client } = testClient('/__fail__/429');
    await expect(client.sendOtp({ body: { phone_number: '9876543210' } })).rejects.toMatchObject({
      message: 'Too many attempts, try again in 10 minutes',
      status: 429,
      tooManyRequests: true,
    });
    // A non-OTP call keeps the plain rule (error field) but still marks 429.
    await expect(client.getCities()).rejects.toMatchObject({ message: 'Too many requests', tooManyRequests: true });
  });

  it("OTP errors without an errors entry: 'Something went wrong, please try again later'", async () => {
    const { client } = testClient('/__fail__/otp-no-errors');
    await expect(client.resendOtp({ body: { phone_number: '9876543210' } })).rejects.toMatchObject({
      message: 'Something went wrong, please try again later',
      tooManyRequests: false,
    });
  });

  it('a 401 is reported on the bus', async () => {
    const { client, events } = testClient('/__fail__/401');
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(events.map((e) => e.type)).toEqual(['auth/unauthorized', 'api/failed']);
  });

  it('GraphQL-style error text: the part after the first colon', async () => {
    const gql = createGraphqlRequest({
      baseUrl: apiUrl(),
      applicationId: 'msite-test',
      storage: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
    });
    await expect(gql('/__fail__/graphql', '{ coupon }')).rejects.toMatchObject({
      message: 'Coupon expired',
      status: 200,
    });
    await expect(gql('/__fail__/graphql-ok', '{ ok }')).resolves.toEqual({ ok: true });
  });

  it('a request can be aborted: it rejects with the AbortError and reports nothing', async () => {
    const { client, events } = testClient('/__fail__/slow');
    const controller = new AbortController();
    const pending = client.getCities(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });
});

import { requestIdOf } from './request-id';

describe('requestIdOf', () => {
  it('given a well-formed X-Request-Id, then it is the request’s id', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'haproxy-7f3a:42' } })).toBe('haproxy-7f3a:42');
  });

  it('given none, or one that could forge a log line or is too long, then a new UUID is made', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdOf({ headers: {} })).toMatch(uuid);
    expect(requestIdOf({ headers: { 'x-request-id': 'abc\n{"level":60}' } })).toMatch(uuid);
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(129) } })).toMatch(uuid);
    expect(requestIdOf({ headers: { 'x-request-id': '' } })).toMatch(uuid);
  });
});

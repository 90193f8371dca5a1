import Fastify from 'fastify';
import { trustedProxies } from './rate-limits-client-address';

/**
 * request.ip under the API's TRUST_PROXY, as Fastify resolves it with trustedProxies: the right-most
 * X-Forwarded-For entry that is not a trusted proxy, walked from the socket through trusted hops only.
 */
describe('the client address through a chain of proxies (TRUST_PROXY)', () => {
  const ipOf = async (env: Record<string, string>, remoteAddress: string, forwardedFor?: string) => {
    const app = Fastify({ trustProxy: trustedProxies(env) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const res = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });
    await app.close();
    return (res.json() as { ip: string }).ip;
  };

  it('given the shell server on loopback (the default), then the one address it wrote', async () => {
    expect(await ipOf({}, '127.0.0.1', '203.0.113.20')).toBe('203.0.113.20');
  });

  it('given a two-hop chain (a CDN then the balancer, both trusted), then the address the CDN saw', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 198.51.100.0/24' };
    expect(await ipOf(env, '10.0.0.2', '203.0.113.21, 198.51.100.7')).toBe('203.0.113.21');
  });

  it('given a spoofed left-most entry, then it is never the client', async () => {
    expect(await ipOf({}, '127.0.0.1', '10.0.0.1, 203.0.113.22')).toBe('203.0.113.22');
    const env = { TRUST_PROXY: '10.0.0.0/8, 198.51.100.0/24' };
    expect(await ipOf(env, '10.0.0.2', '192.0.2.9, 203.0.113.23, 198.51.100.7')).toBe('203.0.113.23');
  });

  it('given a peer that is not trusted, then its own address whatever it sent', async () => {
    expect(await ipOf({ TRUST_PROXY: '10.0.0.0/8' }, '192.0.2.77', '203.0.113.24')).toBe('192.0.2.77');
    expect(await ipOf({ TRUST_PROXY: 'none' }, '127.0.0.1', '203.0.113.25')).toBe('127.0.0.1');
  });
});

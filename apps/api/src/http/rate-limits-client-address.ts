import proxyAddr from '@fastify/proxy-addr';

/** Who may tell the API the client's address: the shell server on the same machine, unless configured. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/**
 * Fastify's `trustProxy` for the API: the browser reaches it through the shell server's proxy, which
 * writes the client's address in X-Forwarded-For. That header is believed only when the socket peer is
 * one of TRUST_PROXY (comma-separated addresses, CIDRs, or `loopback` / `linklocal` / `uniquelocal`;
 * default loopback; `none` trusts nobody). The chain is walked from the right through trusted hops only:
 * request.ip is the right-most address NOT in TRUST_PROXY (behind the shell server, the one entry it wrote;
 * reached through a CDN then a balancer, both listed, the address the outer one saw), never an entry further
 * left than that, which a browser could have typed. A client that is not a trusted proxy is its own address,
 * whatever headers it sends. A bad value stops the start-up. The shell server's TRUST_PROXY
 * (apps/shell/server/forwarded-for.ts) has the same syntax and meaning.
 */
export function trustedProxies(
  env: Readonly<Record<string, string | undefined>>,
): (address: string, hop: number) => boolean {
  const value = (env['TRUST_PROXY'] ?? DEFAULT_TRUSTED_PROXIES).trim();
  if (value === '' || value === 'none' || value === 'false') return () => false;
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let trusted: (address: string, hop: number) => boolean;
  try {
    trusted = proxyAddr.compile(list);
  } catch (error) {
    throw new Error(`TRUST_PROXY is not a list of addresses or subnets (${value}): ${(error as Error).message}`);
  }
  // @fastify/proxy-addr asks hop 0 (the socket), then each X-Forwarded-For entry from the right, and stops at the
  // first address this answers false for: that one is request.ip.
  return trusted;
}

import proxyAddr from '@fastify/proxy-addr';

/** Who may tell this server the visitor's address: a proxy on the same machine, unless configured. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/**
 * Fastify's `trustProxy` for the shell server (TRUST_PROXY; the same syntax and meaning as the API's, apps/api
 * src/http/rate-limits-client-address.ts): comma-separated addresses, CIDRs, or `loopback` / `linklocal` /
 * `uniquelocal`; default loopback; `none` (or empty, or `false`) trusts nobody. X-Forwarded-For is believed only
 * when the socket peer is trusted, and walked from the right through trusted hops only: request.ip is the right-most
 * address NOT in the list (behind a CDN then HAProxy, both listed, the address the CDN saw), never an entry further
 * left, which a browser could have typed. A bad value throws, naming TRUST_PROXY, so the start-up stops.
 */
export function parseTrustProxy(value: string | undefined): (address: string, hop: number) => boolean {
  const setting = (value ?? DEFAULT_TRUSTED_PROXIES).trim();
  if (setting === '' || setting === 'none' || setting === 'false') return () => false;
  const list = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // @fastify/proxy-addr asks hop 0 (the socket), then each X-Forwarded-For entry from the right, and stops at the
    // first address this answers false for: that one is request.ip.
    return proxyAddr.compile(list);
  } catch (error) {
    throw new Error(`TRUST_PROXY is not a list of addresses or subnets (${setting}): ${(error as Error).message}`);
  }
}

/**
 * The request headers the /api/ proxy sends on: the API counts its abuse limits per client address and
 * believes X-Forwarded-For only from this proxy, one hop (apps/api TRUST_PROXY). So the proxy writes that
 * header itself, with ONE address, the visitor's as this server resolved it (request.ip: the socket's, or behind
 * trusted proxies the right-most untrusted X-Forwarded-For entry, see parseTrustProxy), REPLACING what came in:
 * a browser can type any address there, and an entry passed on would be read as the client. RFC 7239 Forwarded goes too.
 */
export function withClientAddress<H extends { 'x-forwarded-for'?: unknown; forwarded?: unknown }>(
  request: { readonly ip: string },
  headers: H,
): H {
  const { forwarded: _browserForwarded, 'x-forwarded-for': _browserForwardedFor, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.ip } as unknown as H;
}

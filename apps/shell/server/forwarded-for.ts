/**
 * The request headers the /api/ proxy sends on: the API counts its abuse limits per client address and
 * believes X-Forwarded-For only from this proxy, one hop (apps/api TRUST_PROXY). So the proxy writes that
 * header itself, with the address it saw (the socket's), REPLACING what the browser sent: a browser can
 * type any address there, and an entry passed on would be read as the client. RFC 7239 Forwarded goes too.
 */
export function withClientAddress<H extends { 'x-forwarded-for'?: unknown; forwarded?: unknown }>(
  request: { readonly ip: string },
  headers: H,
): H {
  const { forwarded: _browserForwarded, 'x-forwarded-for': _browserForwardedFor, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.ip } as unknown as H;
}

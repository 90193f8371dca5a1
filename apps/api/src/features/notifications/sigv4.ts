import { createHash, createHmac } from 'node:crypto';

export interface SigV4Request {
  readonly method: string;
  readonly url: string;
  /** Headers to sign besides host and x-amz-date (names in any case). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly region: string;
  readonly service: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
  readonly now: Date;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
/** RFC 3986 encoding as AWS wants it (encodeURIComponent leaves !'()* alone). */
const awsEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 of one request (the algorithm of AWS's "Signature Version 4 signing process"):
 * canonical request, string to sign, key derived from the secret by date, region and service.
 * Returns the headers to send: the given ones plus host, x-amz-date, x-amz-security-token (when a
 * session token is used) and authorization. Checked against AWS's published example in sigv4.spec.ts.
 */
export function signV4(request: SigV4Request): Record<string, string> {
  const url = new URL(request.url);
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const date = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim();
  headers['host'] = url.host;
  headers['x-amz-date'] = amzDate;
  if (request.sessionToken) headers['x-amz-security-token'] = request.sessionToken;
  const names = Object.keys(headers).sort();
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${awsEncode(k)}=${awsEncode(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    url.pathname
      .split('/')
      .map((segment) => awsEncode(decodeURIComponent(segment)))
      .join('/') || '/',
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    sha256(request.body),
  ].join('\n');
  const scope = `${date}/${request.region}/${request.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, date), request.region), request.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

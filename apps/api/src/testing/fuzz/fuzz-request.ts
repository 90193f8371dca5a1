import type { InjectOptions } from 'fastify';
import type { FuzzOperation } from './openapi-operations';

/**
 * Text sent exactly as written where a value goes: `1e309` as a JSON number (JSON.stringify would
 * write null), or `%E0%A4%A` in a path (encodeURIComponent would escape the percent signs).
 */
export class Raw {
  constructor(readonly text: string) {}
  toString(): string {
    return `Raw(${this.text})`;
  }
}

/** One request as generated: values by where they go, before they are written onto the wire. */
export interface FuzzRequest {
  readonly params: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, unknown>>;
  /** A JSON value (Raw inside for literal tokens), written with content-type application/json. */
  readonly body?: unknown;
  /** Sent instead of `body`, as is: malformed JSON, another media type. */
  readonly rawBody?: { readonly payload: string; readonly contentType: string };
  /** Bearer token; none when undefined. */
  readonly token?: string;
  /** The client address the API sees (rate limits count per address). */
  readonly remoteAddress: string;
}

/** The URL of a request: path parameters substituted and encoded, query written as a browser would. */
export function urlOf(op: FuzzOperation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeValue(request.params[name]));
  const query = Object.entries(request.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function encodeValue(value: unknown): string {
  return value instanceof Raw ? value.text : encodeURIComponent(wellFormed(scalarText(value)));
}

/**
 * A lone surrogate cannot be written in a URL (UTF-8 has no bytes for it): a browser sends U+FFFD
 * instead, and so does the fuzzer.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** How a value reads in a URL or header: JSON for objects and arrays (a client that sends junk). */
export function scalarText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
}

/** JSON text of a body, Raw values written as their text. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const marker = `__raw_${Math.random().toString(36).slice(2)}_`;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `${marker}${raws.length - 1}`;
    }
    return v;
  });
  return text.replace(new RegExp(`"${marker}(\\d+)"`, 'g'), (_, i: string) => raws[Number(i)] ?? '');
}

/** What app.inject sends for a request. */
export function injectOptionsOf(op: FuzzOperation, request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = scalarText(value);
  }
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  let payload: string | undefined;
  if (request.rawBody) {
    payload = request.rawBody.payload;
    headers['content-type'] = request.rawBody.contentType;
  } else if (request.body !== undefined) {
    payload = jsonText(request.body);
    headers['content-type'] = 'application/json';
  }
  return {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, request),
    headers,
    remoteAddress: request.remoteAddress,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** A short description of a request for a failure message (long strings cut). */
export function describeRequest(op: FuzzOperation, request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text);
  const body = request.rawBody
    ? `${request.rawBody.contentType} ${cut(request.rawBody.payload)}`
    : request.body === undefined
      ? ''
      : cut(jsonText(request.body));
  const auth = request.token === undefined ? 'no token' : `token ${cut(request.token).slice(0, 12)}...`;
  const headers = Object.keys(request.headers).length ? ` headers ${cut(JSON.stringify(request.headers))}` : '';
  return `${op.method} ${cut(urlOf(op, request))} (${auth}, from ${request.remoteAddress})${headers}${body ? ` body ${body}` : ''}`;
}

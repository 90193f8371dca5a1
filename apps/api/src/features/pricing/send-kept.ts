import type { FastifyReply } from 'fastify';
import { appendVary } from '../../i18n/request-locale';
import { KEEP_COMPRESSED_FROM, preferredEncoding } from './compressed-copies';
import type { ListingAnswer } from './listing-prices';

/**
 * Makes the reply send a kept answer's bytes instead of serialising its body again: the JSON that
 * this route's schema serializer wrote when the answer was priced, or its compressed copy in the
 * encoding @fastify/compress would have chosen (which then passes it on as already encoded).
 */
export function sendKept(reply: FastifyReply, answer: ListingAnswer, acceptEncoding: string | undefined): void {
  // With a serializer of its own, Fastify leaves the content type to the route.
  reply.type('application/json; charset=utf-8');
  const encoding = answer.json.length >= KEEP_COMPRESSED_FROM ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) {
    reply.serializer(() => answer.json);
    return;
  }
  const bytes = answer.compressed(encoding);
  reply.header('content-encoding', encoding);
  appendVary(reply, 'accept-encoding');
  // Fastify sends a Buffer from a reply serializer as it is (its type only names a string).
  reply.serializer(() => bytes as unknown as string);
}

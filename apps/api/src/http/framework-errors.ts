import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify answers some requests before any route or error handler runs: a path that is not valid
 * percent-encoding (`/api/v1/hotels/%E0%A4%A/`, FST_ERR_BAD_URL, 400) and a path parameter longer
 * than the router takes (FST_ERR_MAX_PARAM_LENGTH, 414). Its own body for them is
 * `{ error, code, message, statusCode }`, which a client reading SPEC.md section 8's `{ error, errors }`
 * cannot show; this is Fastify's `frameworkErrors` option, answering them in that shape (found by
 * the contract fuzzer).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Invalid URL';
  void reply.status(status).send({ error: message, errors: [error.message] });
}

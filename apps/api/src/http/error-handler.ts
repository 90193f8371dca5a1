import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { refuseUnsafeInput } from './input-guards';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/**
 * One line per schema violation, naming the field: `body has an unknown field is_admin`,
 * `body/guest is missing the field name`, `querystring/offset must be <= 200000`.
 */
export function describeIssue(where: string, issue: ValidationIssue): string {
  const at = `${where}${issue.instancePath ?? ''}`;
  if (issue.params?.additionalProperty) return `${at} has an unknown field ${issue.params.additionalProperty}`;
  if (issue.params?.missingProperty) return `${at} is missing the field ${issue.params.missingProperty}`;
  return `${at} ${issue.message ?? 'is invalid'}`.trim();
}

/**
 * Every failure answers `{ error, errors }` (docs/rules.md section 8 reads both): schema violations and
 * malformed JSON are 400, unknown routes 404, our ApiErrors their own status, anything else 500
 * without internals. Also refuses the inputs schema validation lets through but the database cannot take
 * (a coerced Infinity, a NUL character), so they are a 400 in the same shape instead of a 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  refuseUnsafeInput(app);
  app.setErrorHandler(
    (error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) {
        const failed = error.statusCode >= 500;
        // A 5xx of our own (a provider down, a timeout) is a failure an operator must see.
        if (failed)
          request.log.warn({ status: error.statusCode, reason: error.message }, 'answered with a server failure');
        return reply.status(error.statusCode).send({
          error: error.message,
          errors: [...error.errors],
          ...(error.code ? { code: error.code } : {}),
          ...(failed ? { request_id: request.id } : {}),
        });
      }
      if (error.validation) {
        const where = error.validationContext ?? 'request';
        const errors = error.validation.map((v) => describeIssue(where, v));
        return reply.status(400).send({ error: 'Invalid request', errors });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status !== 500) return reply.status(status).send({ error: error.message, errors: [error.message] });
      // The stack goes to the log under the request's id; the caller gets that id, never the internals.
      request.log.error({ err: error, route: request.routeOptions.url ?? 'unmatched' }, 'unhandled error');
      const message = 'Internal server error';
      return reply.status(500).send({ error: message, errors: [message], request_id: request.id });
    },
  );
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'Not found', errors: [`No route ${request.method} ${request.url.split('?')[0]}`] });
  });
}

const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/**
 * Fastify's `frameworkErrors` option: a path that is not valid percent-encoding (`/api/s/%E0%A4%A`,
 * 400) or a path parameter longer than the router takes (414) is answered before any route or error
 * handler, by default in Fastify's own `{ error, code, message, statusCode }`. Here it is
 * `{ error, errors }` like every other failure, without echoing the junk back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'Bad request';
  void reply.status(status).send({ error: message, errors: [message] });
}

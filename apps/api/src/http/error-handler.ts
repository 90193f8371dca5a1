import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/**
 * Every failure answers `{ error, errors }` (SPEC.md section 8 reads both): schema violations and
 * malformed JSON are 400, unknown routes 404, our ApiErrors their own status, anything else 500
 * without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) {
        return reply
          .status(error.statusCode)
          .send({ error: error.message, errors: [...error.errors], ...(error.code ? { code: error.code } : {}) });
      }
      if (error.validation) {
        const where = error.validationContext ?? 'request';
        const errors = error.validation.map((v) =>
          `${where}${v.instancePath || ''} ${v.message ?? 'is invalid'}`.trim(),
        );
        return reply.status(400).send({ error: 'Invalid request', errors });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      const message = status === 500 ? 'Internal server error' : error.message;
      return reply.status(status).send({ error: message, errors: [message] });
    },
  );
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'Not found', errors: [`No route ${request.method} ${request.url.split('?')[0]}`] });
  });
}

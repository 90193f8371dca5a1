import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@nivaas/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's locale, read once from Accept-Language (en-IN without one): every route answers in it. */
    locale: Locale;
  }
}

/** Adds a field to the reply's Vary without dropping what compression or a route put there. */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * Reads the locale of every request and says it on every answer. Registered after compression, so its onSend
 * runs last and a cache between the visitor and the API keeps one copy per language.
 */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-language', request.locale);
    appendVary(reply, 'Accept-Language');
  });
}

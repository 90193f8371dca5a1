import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerLocaleSource, type Locale } from '@nivaas/i18n';

const requestLocale = new AsyncLocalStorage<Locale>();

/**
 * Runs a page's work (its loader's API calls, its render) in the visitor's locale: every copy of @nivaas/i18n, the
 * remotes' and the API client's, answers it from currentLocale(), so the API is asked in that language
 * (Accept-Language) and the screen drawn in it, whatever other requests this server is answering meanwhile.
 */
export function inRequestLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

setServerLocaleSource(() => requestLocale.getStore());

/** The site's locales (docs/rules.md section 1). en-GB is the source text of every catalogue. */
export const LOCALES = ['en-GB', 'fr-FR', 'en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale every catalogue is written in first, and the fallback of every lookup. */
export const SOURCE_LOCALE = 'en-GB' satisfies Locale;

/** The market's default when the visitor's preferences name none of ours. */
export const DEFAULT_LOCALE: Locale = 'en-IN';

/**
 * Picks the first supported locale from the visitor's preferences: an exact tag, else the first of ours
 * in the same language (any fr-* is fr-FR); en-IN for this market otherwise.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const lower = String(tag).toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    if (language !== 'en') {
      const sameLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
      if (sameLanguage) return sameLanguage;
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * Where a server render's locale is held while it draws (renderInLocale). On globalThis under a registered symbol,
 * not in this module: every remote's server bundle has its own copy of this library, and all of them must read the
 * locale the shell server is drawing in.
 */
const SERVER_RENDER_LOCALE = Symbol.for('nivaas.i18n.serverRenderLocale');

/** Where a server's per-request locale is read from (setServerLocaleSource), for work outside a render: loaders. */
const SERVER_LOCALE_SOURCE = Symbol.for('nivaas.i18n.serverLocaleSource');

/**
 * The globals every copy of this library shares (under registered symbols, the same in every realm): a server that runs
 * bundles in contexts of their own passes these through to its own globalThis, so the copies inside read its locale.
 */
export const SHARED_LOCALE_GLOBALS: readonly symbol[] = [SERVER_RENDER_LOCALE, SERVER_LOCALE_SOURCE];

type LocaleHolder = { [SERVER_RENDER_LOCALE]?: Locale; [SERVER_LOCALE_SOURCE]?: () => Locale | undefined };

/**
 * A server's own answer to "which locale is this request in", for the asynchronous work of a page before its render
 * (a screen's loader calling the API, which sends the locale as Accept-Language). The shell server gives one backed by
 * its AsyncLocalStorage; a browser never sets it (its `<html lang>` says it).
 */
export function setServerLocaleSource(source: (() => Locale | undefined) | null): void {
  const holder = globalThis as LocaleHolder;
  // Assigned, never deleted: a server may pass these globals through to a bundle's own context by accessors, which
  // a delete would not reach (the shell server's locale would then stay set after the render).
  holder[SERVER_LOCALE_SOURCE] = source ?? undefined;
}

/**
 * Runs a server render in `locale`: within `render`, currentLocale() (and so useLocale and every translation hook)
 * answers `locale`. `render` must be synchronous (renderToString): nothing else runs on the thread meanwhile, so
 * concurrent requests in other locales cannot see it. Never called in a browser, where `<html lang>` says it.
 */
export function renderInLocale<T>(locale: Locale, render: () => T): T {
  const holder = globalThis as LocaleHolder;
  const before = holder[SERVER_RENDER_LOCALE];
  holder[SERVER_RENDER_LOCALE] = locale;
  try {
    return render();
  } finally {
    // Assigned back, never deleted (see setServerLocaleSource): undefined reads as no render in progress.
    holder[SERVER_RENDER_LOCALE] = before;
  }
}

/**
 * The locale of the page the code runs in. The shell writes it to `<html lang>` once at start,
 * so every remote reads the same answer; on a server (no document) it is the locale the render was asked for
 * (renderInLocale), else the request's (setServerLocaleSource), else the default.
 */
export function currentLocale(): Locale {
  const holder = globalThis as LocaleHolder;
  const rendering = holder[SERVER_RENDER_LOCALE] ?? holder[SERVER_LOCALE_SOURCE]?.();
  if (rendering) return rendering;
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  const lang = doc?.documentElement?.lang;
  return lang ? pickLocale([lang]) : DEFAULT_LOCALE;
}

/** More language ranges than a browser sends are ignored (a header is the client's to fill). */
const MAX_LANGUAGE_RANGES = 20;

/**
 * The locale for an HTTP `Accept-Language` header, as pickLocale picks it from the browser's `navigator.languages`
 * (which that header is made from): its ranges by quality, highest first, ties in their order; `*`, q=0 and
 * malformed entries left out. No header, or nothing of ours: the default.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',', MAX_LANGUAGE_RANGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.find((param) => /^\s*q=/i.test(param));
      // A malformed weight makes the entry malformed (NaN is never > 0).
      const q = weight === undefined ? 1 : Number(/^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(weight)?.[1] ?? NaN);
      return { tag: tag.trim(), q, index };
    })
    .filter(({ tag, q }) => /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLocale(ranges.map(({ tag }) => tag));
}

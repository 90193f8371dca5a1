import { LOCALES, pickLocale, type Locale } from './locale';

/** The cookie that keeps the visitor's own choice of language (the footer's language links set it). */
export const LOCALE_COOKIE = 'nivaas_locale';

/** The query parameter of a page in a named language: the language links and the hreflang alternates use it. */
export const LOCALE_QUERY = 'lang';

/** A year: a choice of language is kept as long as the visitor's other preferences. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** One of our locales, named exactly (any case); anything else is no choice at all. */
export function exactLocale(value: string | null | undefined): Locale | null {
  if (typeof value !== 'string' || value.length > 16) return null;
  const lower = value.trim().toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

/** The locale a `Cookie` header (or `document.cookie`) chose, if any. */
export function localeFromCookie(cookies: string | null | undefined): Locale | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) return exactLocale(decodeURIComponent(value.join('=')));
  }
  return null;
}

/**
 * The page's locale, the same on the server and in the browser so a drawn page hydrates: a language the URL names
 * (`?lang=hi-IN`, a hreflang alternate or a language link), else the one the visitor chose before (the cookie), else
 * the first of her browser's languages we have (Accept-Language on a server, navigator.languages in a browser).
 */
export function choosePageLocale(choice: {
  readonly query: string | null | undefined;
  readonly cookies: string | null | undefined;
  readonly preferred: () => Locale;
}): Locale {
  return exactLocale(choice.query) ?? localeFromCookie(choice.cookies) ?? choice.preferred();
}

/** The cookie that keeps `locale` (written by the browser when the visitor picks a language). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The browser's own preference, for choosePageLocale. */
export const browserPreferredLocale = (): Locale =>
  pickLocale(globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? '']);

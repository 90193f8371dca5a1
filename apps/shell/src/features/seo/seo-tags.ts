import type { SeoMeta } from '@nivaas/api-client/contract';
import { LOCALE_QUERY, LOCALES } from '@nivaas/i18n';

export { SEO_ATTRIBUTE, SEO_KEY_ATTRIBUTE } from './seo-attributes';

export interface SeoMetaTag {
  /** Open Graph and Facebook tags are `property=`, the rest `name=` (what link-preview scrapers read). */
  readonly attribute: 'name' | 'property';
  readonly key: string;
  readonly content: string;
}

export interface SeoLink {
  readonly rel: string;
  readonly href: string;
  /** An alternate's language (`hreflang`): the same page in one of our locales, or `x-default`. */
  readonly hreflang?: string;
}

export interface SeoTags {
  readonly title: string;
  readonly metas: readonly SeoMetaTag[];
  readonly links: readonly SeoLink[];
  /** The structured-data block, already safe inside a `<script>`; null when there is none. */
  readonly jsonLd: string | null;
  /** The footer's interlinks as sent (the footer checks each link), safe inside a `<script>`; null when none. */
  readonly interlinksJson: string | null;
}

const META_NAME = /^[A-Za-z][A-Za-z0-9:._-]{0,99}$/;
/** Tags the page sets itself; content must not override them. */
const RESERVED_META = new Set(['viewport', 'charset', 'theme-color']);
const PROPERTY_PREFIX = /^(og|article|fb|profile|book):/;
/** Link relations that describe the page; nothing that loads code or styles. */
const LINK_RELS = new Set(['canonical', 'alternate', 'prev', 'next']);
const LINK_HREF = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/**
 * JSON inside a `<script>` must not be able to close it: every `<` becomes \u003c, so neither
 * `</script>` nor `<!--` can appear. JSON parsers read it back as the same character.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The SEO content of a page, checked and normalised once for both the server's HTML and the
 * client's head: unknown shapes are dropped rather than trusted, because the text lands in
 * every crawler's and every visitor's page.
 */
export function seoTags(meta: SeoMeta): SeoTags {
  const metas: SeoMetaTag[] = [];
  for (const entry of Array.isArray(meta.meta) ? meta.meta : []) {
    if (typeof entry?.name !== 'string' || typeof entry.content !== 'string') continue;
    if (!META_NAME.test(entry.name) || RESERVED_META.has(entry.name.toLowerCase())) continue;
    metas.push({
      attribute: PROPERTY_PREFIX.test(entry.name) ? 'property' : 'name',
      key: entry.name,
      content: entry.content,
    });
  }
  const links: SeoLink[] = [];
  for (const entry of Array.isArray(meta.link) ? meta.link : []) {
    if (typeof entry?.rel !== 'string' || typeof entry.href !== 'string') continue;
    if (LINK_RELS.has(entry.rel) && LINK_HREF.test(entry.href)) links.push({ rel: entry.rel, href: entry.href });
  }
  const canonical = links.find((link) => link.rel === 'canonical');
  if (canonical) links.push(...languageAlternates(canonical.href));
  const data = meta.structured_data;
  const hasData = data !== null && typeof data === 'object' && Object.keys(data).length > 0;
  const interlinks = meta.footer_interlinks;
  return {
    title: typeof meta.title === 'string' ? meta.title.trim() : '',
    metas,
    links,
    jsonLd: hasData ? scriptSafeJson(data) : null,
    interlinksJson: Array.isArray(interlinks) && interlinks.length > 0 ? scriptSafeJson(interlinks) : null,
  };
}

/**
 * The same page in each of our languages, for search engines (`<link rel="alternate" hreflang>`): the canonical URL
 * with `?lang=<locale>`, which the server draws in that language; `x-default`, the canonical URL itself, for everyone
 * else (drawn in the visitor's own language).
 */
export function languageAlternates(canonical: string): SeoLink[] {
  const base = new URL(canonical, 'http://relative.invalid');
  const hrefFor = (locale: string | null) => {
    const url = new URL(base);
    if (locale) url.searchParams.set(LOCALE_QUERY, locale);
    return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href;
  };
  return [
    ...LOCALES.map((locale) => ({ rel: 'alternate', hreflang: locale, href: hrefFor(locale) })),
    { rel: 'alternate', hreflang: 'x-default', href: hrefFor(null) },
  ];
}

import type { SeoMeta } from '@nivaas/api-client/contract';

export { SEO_ATTRIBUTE, SEO_KEY_ATTRIBUTE } from './seo-attributes';

export interface SeoMetaTag {
  /** Open Graph and Facebook tags are `property=`, the rest `name=` (what link-preview scrapers read). */
  readonly attribute: 'name' | 'property';
  readonly key: string;
  readonly content: string;
}

export interface SeoTags {
  readonly title: string;
  readonly metas: readonly SeoMetaTag[];
  readonly links: readonly { readonly rel: string; readonly href: string }[];
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
  const links: { rel: string; href: string }[] = [];
  for (const entry of Array.isArray(meta.link) ? meta.link : []) {
    if (typeof entry?.rel !== 'string' || typeof entry.href !== 'string') continue;
    if (LINK_RELS.has(entry.rel) && LINK_HREF.test(entry.href)) links.push({ rel: entry.rel, href: entry.href });
  }
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

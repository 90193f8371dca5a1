import type { SeoMeta } from '@nivaas/api-client/contract';
import { SEO_ATTRIBUTE, SEO_INTERLINKS_ID } from '../src/features/seo/seo-attributes';
import { seoTags } from '../src/features/seo/seo-tags';
import escapeHtml from 'escape-html';
import type { SeoHeadHtml } from './html-document';

/**
 * A page's SEO content as head elements for the server's HTML, so crawlers and link previews
 * read it without JavaScript. Every text is escaped for where it lands (element text, attribute
 * value) and the data blocks (structured data, footer interlinks) cannot close their script (`<` is
 * written \u003c).
 */
export function seoHeadHtml(key: string, meta: SeoMeta): SeoHeadHtml {
  const tags = seoTags(meta);
  const mark = `${SEO_ATTRIBUTE}=""`;
  const elements = [
    ...tags.metas.map((m) => `<meta ${mark} ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`),
    ...tags.links.map(
      (l) =>
        `<link ${mark} rel="${escapeHtml(l.rel)}"${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''} href="${escapeHtml(l.href)}">`,
    ),
    ...(tags.jsonLd === null ? [] : [`<script ${mark} type="application/ld+json">${tags.jsonLd}</script>`]),
    // The footer's interlinks, so the browser does not ask for this page's SEO content again (page-interlinks.ts).
    ...(tags.interlinksJson === null
      ? []
      : [`<script ${mark} type="application/json" id="${SEO_INTERLINKS_ID}">${tags.interlinksJson}</script>`]),
  ];
  return { key, title: escapeHtml(tags.title), elements: elements.join('') };
}

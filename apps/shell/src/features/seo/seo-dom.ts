import type { SeoMeta } from '@nivaas/api-client/contract';
import { SEO_ATTRIBUTE, SEO_HEAD_EVENT, SEO_INTERLINKS_ID, SEO_KEY_ATTRIBUTE } from './seo-attributes';
import { seoTags, type SeoTags } from './seo-tags';

/** Written by the shell server on `<title>` (apps/shell/server/html-document.ts). */
const DEFAULT_TITLE_ATTRIBUTE = 'data-default-title';

function titleElement(doc: Document): HTMLTitleElement {
  let title = doc.head.querySelector('title');
  if (!title) {
    title = doc.createElement('title');
    doc.head.prepend(title);
  }
  // Without the server (a dev server), the page's first title is the default.
  if (!title.hasAttribute(DEFAULT_TITLE_ATTRIBUTE))
    title.setAttribute(DEFAULT_TITLE_ATTRIBUTE, title.textContent ?? '');
  return title;
}

function removeSeoElements(doc: Document): void {
  doc.head.querySelectorAll(`[${SEO_ATTRIBUTE}]`).forEach((element) => element.remove());
}

/** Replaces the head's SEO elements with a page's: title, meta tags, canonical link, structured data. */
export function applySeoHead(doc: Document, key: string, tags: SeoTags): void {
  const title = titleElement(doc);
  removeSeoElements(doc);
  title.textContent = tags.title || (title.getAttribute(DEFAULT_TITLE_ATTRIBUTE) ?? '');
  title.setAttribute(SEO_KEY_ATTRIBUTE, key);
  const elements: Element[] = [];
  for (const meta of tags.metas) {
    const element = doc.createElement('meta');
    element.setAttribute(meta.attribute, meta.key);
    element.setAttribute('content', meta.content);
    elements.push(element);
  }
  for (const link of tags.links) {
    const element = doc.createElement('link');
    element.setAttribute('rel', link.rel);
    element.setAttribute('href', link.href);
    if (link.hreflang) element.setAttribute('hreflang', link.hreflang);
    elements.push(element);
  }
  if (tags.jsonLd !== null) {
    // A data block, never run: type is not JavaScript.
    const element = doc.createElement('script');
    element.setAttribute('type', 'application/ld+json');
    element.textContent = tags.jsonLd;
    elements.push(element);
  }
  if (tags.interlinksJson !== null) {
    // As the server writes it (seo-head-html.ts): the footer reads the page's interlinks from here.
    const element = doc.createElement('script');
    element.setAttribute('type', 'application/json');
    element.id = SEO_INTERLINKS_ID;
    element.textContent = tags.interlinksJson;
    elements.push(element);
  }
  for (const element of elements) {
    element.setAttribute(SEO_ATTRIBUTE, '');
    doc.head.append(element);
  }
  doc.dispatchEvent(new Event(SEO_HEAD_EVENT));
}

/** A page's content from the content service, checked (seo-tags.ts) and applied. */
export function applySeoMeta(doc: Document, key: string, meta: SeoMeta): void {
  applySeoHead(doc, key, seoTags(meta));
}

/**
 * A page without SEO content (Not Found, or the content service failing): the default title and
 * none of the previous page's tags, whose canonical link and structured data would be wrong here.
 */
export function applyDefaultHead(doc: Document): void {
  const title = titleElement(doc);
  removeSeoElements(doc);
  title.textContent = title.getAttribute(DEFAULT_TITLE_ATTRIBUTE) ?? '';
  title.removeAttribute(SEO_KEY_ATTRIBUTE);
  doc.dispatchEvent(new Event(SEO_HEAD_EVENT));
}

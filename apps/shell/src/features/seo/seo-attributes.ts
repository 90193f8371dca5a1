/** Marks every head element that SEO content owns, so the next page's content replaces exactly these. */
export const SEO_ATTRIBUTE = 'data-seo';
/** On the server-rendered `<title>`: which (page, q) the head was made for, so the client does not fetch it again. */
export const SEO_KEY_ATTRIBUTE = 'data-seo-key';
/**
 * The page's footer interlinks (SEO content, like the head), as a JSON data block among the SEO elements:
 * the footer reads the landing page's from the server's HTML instead of asking the content service again.
 */
export const SEO_INTERLINKS_ID = 'nivaas-seo-interlinks';
/** Dispatched on the document each time the client writes a page's SEO head, so readers of it update. */
export const SEO_HEAD_EVENT = 'nivaas:seo-head';

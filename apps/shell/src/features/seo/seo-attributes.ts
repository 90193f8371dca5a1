/** Marks every head element that SEO content owns, so the next page's content replaces exactly these. */
export const SEO_ATTRIBUTE = 'data-seo';
/** On the server-rendered `<title>`: which (page, q) the head was made for, so the client does not fetch it again. */
export const SEO_KEY_ATTRIBUTE = 'data-seo-key';

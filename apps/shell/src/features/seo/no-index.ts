/** Marks the robots tag as the Not Found screen's, for whoever reads the head. */
const NO_INDEX_ATTRIBUTE = 'data-not-found';

/**
 * A page that answers Not Found in the browser (a brand or a landmark its screen's loader does not know; a hotel when
 * the server could not ask the API) went out from the server with status 200: the server's catalogue cannot know
 * every landmark, and a streamed page's status is sent before its loader answers. So that search engines do not index
 * it as a page (a "soft 404"), the Not Found screen puts `<meta name="robots" content="noindex">` in the head while it
 * shows, as search engines advise for pages drawn by JavaScript. The head's own robots tag from the content service
 * (`index, follow`) stays: where robots tags disagree, search engines follow the more restrictive one. The returned
 * function takes the tag away again (a client navigation to a real page).
 */
export function markNoIndex(doc: Document): () => void {
  const meta = doc.createElement('meta');
  meta.setAttribute('name', 'robots');
  meta.setAttribute('content', 'noindex');
  meta.setAttribute(NO_INDEX_ATTRIBUTE, '');
  doc.head.append(meta);
  return () => meta.remove();
}

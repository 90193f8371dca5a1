import type { Locale } from '@nivaas/i18n';
import { scriptSafeJson } from '../../src/features/seo/seo-tags';

/** The element id the browser reads the render state from (apps/shell/src/server-render/server-render-state.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'nivaas-ssr';

const ROOT_START = '<div id="root">';
const ROOT = `${ROOT_START}</div>`;
/**
 * `<html ... lang="...">`: the server writes its configuration onto `<html>` as data attributes before `lang`
 * (the third-party keys, the Google and PhonePe settings), so `lang` is found among the attributes, not right after
 * the tag name: looked for only there, any configured attribute would make every server render fail.
 */
const HTML_LANG = /(<html\b[^>]*?\s)lang="[^"]*"/;

/** The page the shell sends: index.html with the route's head. Everything here is about its few fixed landmarks. */
function checkTemplate(html: string): void {
  if (!html.includes(ROOT) || !html.includes('</head>') || !html.includes('</body>') || !HTML_LANG.test(html)) {
    throw new Error('index.html has no <html lang>, empty #root, </head> or </body>');
  }
}

/**
 * The page up to and including `<div id="root">`, with the screen's styles at the end of the head and the page's
 * language in `<html lang>` (index.html's is the default's): what a streamed page sends before its screen is drawn.
 */
export function composeHead(html: string, parts: { styles: string; locale: Locale }): string {
  checkTemplate(html);
  const head = html.slice(0, html.indexOf(ROOT) + ROOT_START.length);
  // Replacer functions: a `$&` or `$'` in a stylesheet or the state is text, not a replacement pattern.
  return head
    .replace(HTML_LANG, (_tag, start: string) => `${start}lang="${parts.locale}"`)
    .replace('</head>', () => `${parts.styles}</head>`);
}

/** What follows the head of a page whose screen was drawn: the screen, the rest of the body and the render state. */
function composeRest(html: string, parts: { body: string; state: unknown }): string {
  const state = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${scriptSafeJson(parts.state)}</script>`;
  return `${parts.body}${unrenderedRest(html).replace('</body>', () => `${state}</body>`)}`;
}

/** What follows the head of a page whose screen was not drawn: #root stays empty and the browser draws it. */
export function unrenderedRest(html: string): string {
  checkTemplate(html);
  return html.slice(html.indexOf(ROOT) + ROOT_START.length);
}

/**
 * Puts the drawn screen, its styles and its render state into the page the shell would send anyway, and says the
 * page's language in `<html lang>`. Its start is exactly composeHead's, so a streamed head and a kept page agree.
 */
export function composePage(
  html: string,
  parts: { styles: string; body: string; state: unknown; locale: Locale },
): string {
  return `${composeHead(html, parts)}${composeRest(html, parts)}`;
}

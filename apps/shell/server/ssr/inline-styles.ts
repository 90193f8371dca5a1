import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

/** Stylesheets as they go into a page's head, and the CSP sources (`'sha256-…'`) its `style-src` must allow. */
export interface InlineStyles {
  readonly html: string;
  readonly hashes: readonly string[];
}

/** A stylesheet that refers to other files by relative URL cannot move into the page: it stays a link. */
const RELATIVE_URL_IN_CSS = /url\(\s*['"]?(?!data:|https?:|#)/i;

/** The CSP source that allows exactly this inline stylesheet. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * One stylesheet for a page's head: its text inline when we have it, else a link to it. `data-href` names the
 * file's URL, so the browser's chunk loader (mini-css-extract) sees the file is already in the page and does not
 * fetch it again when the chunk that imports it loads.
 */
export function stylesheetElement(url: string, css: string | null): InlineStyles {
  if (css === null || RELATIVE_URL_IN_CSS.test(css))
    return { html: `<link rel="stylesheet" href="${escapeHtml(url)}">`, hashes: [] };
  // No stylesheet can close the element it is in.
  const text = css.replace(/<\/style/gi, '<\\/style');
  return { html: `<style data-href="${escapeHtml(url)}">${text}</style>`, hashes: [styleHash(text)] };
}

/** Several stylesheets in order, as one. */
export function joinStyles(parts: readonly InlineStyles[]): InlineStyles {
  return { html: parts.map((part) => part.html).join(''), hashes: parts.flatMap((part) => part.hashes) };
}

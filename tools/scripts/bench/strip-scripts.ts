import { JSDOM } from 'jsdom';

/**
 * Turns a drawn page's HTML (`document.documentElement.outerHTML`) into the script-free reference the SSR
 * benchmark measures: what the page would cost if its first view were plain HTML and CSS. Parsed by jsdom,
 * an HTML5 parser like the browser's (odd casing, unclosed tags and attribute quirks read as Chromium reads
 * them; regular expressions would miss some), with scripting off so nothing on the page runs here.
 *
 * Removed: every `<script>` (module, classic, JSON data alike), `<link rel=modulepreload>` and preloads or
 * prefetches of scripts and workers, every `on*` handler attribute, `javascript:` URLs, iframe `srcdoc`, and a CSP `<meta>`
 * (its 'self' would name the reference server's origin and block the assets). Asset URLs (src, href, srcset,
 * poster, url() in styles) are made absolute against `pageUrl`, since the copy is served from another origin.
 */
export function stripScripts(html: string, pageUrl: string): string {
  const dom = new JSDOM(html, { url: pageUrl });
  const { document } = dom.window;
  const base = document.baseURI;
  const absolute = (url: string) => {
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };

  document.querySelectorAll('script').forEach((script) => script.remove());
  document.querySelectorAll('link').forEach((link) => {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (link.getAttribute('as') ?? '').toLowerCase();
    const loadsScript =
      rel.includes('modulepreload') ||
      ((rel.includes('preload') || rel.includes('prefetch')) && ['script', 'worker', 'sharedworker'].includes(as));
    if (loadsScript) link.remove();
  });
  document.querySelectorAll('meta[http-equiv]').forEach((meta) => {
    if (/^content-security-policy/i.test(meta.getAttribute('http-equiv') ?? '')) meta.remove();
  });

  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || name === 'srcdoc') element.removeAttribute(name);
      else if (URL_ATTRIBUTES.has(name) && isJavascriptUrl(value)) element.removeAttribute(name);
      else if (URL_ATTRIBUTES.has(name) && value.trim() !== '' && !value.startsWith('#'))
        element.setAttribute(name, absolute(value.trim()));
      else if (name === 'srcset' || name === 'imagesrcset') element.setAttribute(name, absoluteSrcset(value, absolute));
      else if (name === 'style') element.setAttribute(name, absoluteCssUrls(value, absolute));
    }
  }
  document.querySelectorAll('style').forEach((style) => {
    style.textContent = absoluteCssUrls(style.textContent ?? '', absolute);
  });
  return dom.serialize();
}

/** As the URL parser reads it: tabs and newlines anywhere, and leading C0 controls or spaces, do not count. */
function isJavascriptUrl(value: string): boolean {
  const url = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.slice(start))?.[1];
  return scheme?.toLowerCase() === 'javascript';
}

/** Attributes holding one URL (a fragment-only href stays as it is: it points into the page itself). */
const URL_ATTRIBUTES = new Set(['src', 'href', 'poster', 'action', 'formaction', 'data', 'xlink:href']);

/**
 * A srcset with each candidate's URL made absolute, descriptors kept. Candidates are split as the HTML spec
 * reads them: a URL is a run of non-space characters (a data: URL may hold commas), its descriptors run to
 * the next comma.
 */
export function absoluteSrcset(srcset: string, absolute: (url: string) => string): string {
  const candidates: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) break;
    const url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    if (url.endsWith(',')) {
      candidates.push(absolute(url.replace(/,+$/, '')));
      continue;
    }
    const descriptors = /^[^,]*/.exec(rest)?.[0] ?? '';
    rest = rest.slice(descriptors.length);
    candidates.push([absolute(url), descriptors.trim()].filter(Boolean).join(' '));
  }
  return candidates.join(', ');
}

/** CSS with every `url(...)` made absolute (data: URLs and fragments stay as they are). */
export function absoluteCssUrls(css: string, absolute: (url: string) => string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (match, quote: string, url: string) =>
    url.startsWith('data:') || url.startsWith('#') ? match : `url(${quote}${absolute(url)}${quote})`,
  );
}

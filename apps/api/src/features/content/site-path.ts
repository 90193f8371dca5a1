/** Any origin would do: a link is of this site when it resolves to the same origin as a bare path. */
const BASE = 'https://site.invalid';
/** Printable ASCII without a backslash: browsers drop tabs and newlines and read `\` as `/`. */
const SAFE_CHARACTERS = /^[!-[\]-~]*$/;

/** Stays on this site once a browser (which ignores tabs, newlines and leading spaces) reads it. */
const staysOnSite = (path: string): boolean => {
  const read = [...path].filter((c) => c > ' ').join('');
  if (!read.startsWith('/') || /^[/\\]{2}/.test(read)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false; // Not a URL a browser could follow either.
  }
};

/** Decodes every `%XX` on its own (never throws), as a lenient proxy or page might. */
const decodeEscapes = (path: string): string =>
  path.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));

/**
 * Whether a link is a path of this site (`/hotels-in-goa/?utm_source=share`), the only thing a short
 * link may send a visitor to. Refuses absolute URLs, scheme links (`javascript:`), protocol-relative
 * ones (`//evil.example`), backslashes (`/\evil.example`), control characters and spaces, and the
 * same tricks percent-encoded once or more (`/%2F%2Fevil.example`, `/%252F%252F...`), since a page
 * or proxy on the way may decode the path before a browser reads it.
 */
export function isSitePath(link: string): boolean {
  if (!SAFE_CHARACTERS.test(link) || !staysOnSite(link)) return false;
  let current = link;
  // A few rounds cover double and triple encoding; a link still changing after that is refused.
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeEscapes(current);
    if (decoded === current) return true;
    if (!staysOnSite(decoded)) return false;
    current = decoded;
  }
  return false;
}

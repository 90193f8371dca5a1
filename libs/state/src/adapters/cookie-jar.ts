/** Cookies behind an interface: document.cookie in the browser, the request's jar on a server. */
export interface CookieJar {
  readonly get: (name: string) => string | null;
  /** maxAgeDays omitted means a session cookie. */
  readonly set: (name: string, value: string, maxAgeDays?: number) => void;
  readonly remove: (name: string) => void;
}

export function createMemoryCookieJar(seed: Record<string, string> = {}): CookieJar {
  const map = new Map(Object.entries(seed));
  return {
    get: (name) => map.get(name) ?? null,
    set: (name, value) => void map.set(name, value),
    remove: (name) => void map.delete(name),
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/** Parses a Cookie header (or document.cookie) into a read-only jar, for server renders. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** A jar over a Document's cookie property; the document is passed in, not read globally. */
export function createDocumentCookieJar(doc: { cookie: string }): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie)[name] ?? null,
    set: (name, value, maxAgeDays) => {
      const age = maxAgeDays === undefined ? '' : `; max-age=${Math.round(maxAgeDays * DAY_SECONDS)}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
    },
    remove: (name) => {
      doc.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}

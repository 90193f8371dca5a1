/** The API's limit on a search text (SearchHotelsQuery.q and SuggestionsQuery.q maxLength). */
export const MAX_TERM_LENGTH = 100;

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** The UTF-8 character (1 to 4 bytes) that starts at byte `i`, or null when none does. */
function characterAt(bytes: readonly string[], i: number): { text: string; size: number } | null {
  for (let size = 4; size >= 1; size -= 1) {
    if (i + size > bytes.length) continue;
    try {
      return { text: decodeURIComponent(bytes.slice(i, i + size).join('')), size };
    } catch {
      // Not a whole character at this length: try a shorter one.
    }
  }
  return null;
}

/** Decodes a run of %XX bytes character by character; a byte that starts no character stays as typed. */
function decodeRun(run: string): string {
  const bytes = run.match(/%[0-9A-Fa-f]{2}/g) ?? [];
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const character = characterAt(bytes, i);
    out += character ? character.text : bytes[i];
    i += character ? character.size : 1;
  }
  return out;
}

/**
 * The term of /search/{encodedUri}/. The URL is visitor input, so decoding never throws: a
 * malformed %-sequence (`/search/%E0%A4%A/`, `/search/50%/`) keeps its characters as they are,
 * and every well-formed run around it is decoded. Blank space is collapsed; the length is capped.
 */
export function decodeSearchTerm(encoded: string | undefined): string {
  if (!encoded) return '';
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    text = encoded.replace(PERCENT_RUN, decodeRun);
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH);
}

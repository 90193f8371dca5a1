import { MAX_RECENTLY_VIEWED_HOTELS, type RecentlyViewedHotel } from './recently-viewed-hotel';

const MAX_TEXT_LENGTH = 200;
const MAX_URL_LENGTH = 2048;
const MAX_RATING = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed text of at most 200 characters, or null. `required` text must not be empty. */
function textOf(value: unknown, required: boolean): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if ((required && !text) || text.length > MAX_TEXT_LENGTH) return null;
  return text;
}

/** A path on this site: `/` then anything but a second slash or backslash (never `//host` or a scheme). */
function sitePathOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

/** An image address: a site path or an http(s) URL, nothing that runs or embeds (`javascript:`, `data:`). */
function imageUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  return sitePathOf(value) ?? (/^https?:\/\/[^\s/]+[^\s]*$/i.test(value) ? value : null);
}

function readEntry(value: unknown): RecentlyViewedHotel | null {
  if (!isRecord(value)) return null;
  const { id, rating } = value;
  const name = textOf(value['name'], true);
  const path = sitePathOf(value['path']);
  const city = textOf(value['city'], false);
  const locality = textOf(value['locality'], false);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  if (name === null || path === null || city === null || locality === null) return null;
  return {
    id,
    name,
    path,
    city,
    locality,
    imageUrl: imageUrlOf(value['imageUrl']),
    rating: Math.min(MAX_RATING, Math.max(0, rating)),
  };
}

/**
 * Recently viewed hotels as read back from storage, which is outside our control (an older release,
 * another tab, a hand edit, another site's data under the key): anything that is not a list is an
 * empty list; an entry without a hotel id, a name, a site path or a rating is dropped; texts are
 * trimmed, a rating is brought into 0-5, an image that is not a site path or http(s) URL is none;
 * a hotel seen twice is kept once (its first, newest entry) and at most 10 stay, newest first.
 */
export function readRecentlyViewedHotels(stored: unknown): RecentlyViewedHotel[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  const hotels: RecentlyViewedHotel[] = [];
  for (const value of stored) {
    const entry = readEntry(value);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    hotels.push(entry);
    if (hotels.length === MAX_RECENTLY_VIEWED_HOTELS) break;
  }
  return hotels;
}

import { isObject, listOf, textOf } from '../../features/content';

/** What a landing card shows of a hotel: read defensively from a content value (typed unknown). */
export interface LandingHotel {
  readonly id: number;
  readonly name: string;
  readonly citySlug: string;
  readonly place: string;
  readonly rating: number | null;
  readonly image: {
    readonly url: string;
    readonly srcSet: string;
    readonly width: number;
    readonly height: number;
  } | null;
}

function imageOf(hotel: Readonly<Record<string, unknown>>): LandingHotel['image'] {
  const first = listOf(hotel, 'images').find(isObject);
  if (!first) return null;
  const url = textOf(first, 'url');
  if (!url) return null;
  const srcSet = listOf(first, 'srcset')
    .filter(isObject)
    .map((s) => `${textOf(s, 'url')} ${String(s['width'])}w`)
    .filter((s) => !s.startsWith(' '))
    .join(', ');
  const width = typeof first['width'] === 'number' ? first['width'] : 1024;
  const height = typeof first['height'] === 'number' ? first['height'] : Math.round((width * 3) / 4);
  return { url, srcSet, width, height };
}

/** The hotels of one landing section (HotelSummary objects); anything unreadable is skipped. */
export function landingHotels(value: unknown): LandingHotel[] {
  return listOf(value).flatMap((item) => {
    if (!isObject(item) || typeof item['id'] !== 'number' || !textOf(item, 'name')) return [];
    const address = isObject(item['address']) ? item['address'] : {};
    const citySlug = textOf(address, 'city_slug');
    if (!citySlug) return [];
    const summary = isObject(item['rating_summary']) ? item['rating_summary'] : {};
    const rating = typeof summary['rating'] === 'number' ? summary['rating'] : null;
    const place = [textOf(address, 'locality'), textOf(address, 'city')].filter(Boolean).join(', ');
    return [{ id: item['id'], name: textOf(item, 'name'), citySlug, place, rating, image: imageOf(item) }];
  });
}

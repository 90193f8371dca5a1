import type { CityLink } from './get-cities';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A city of an answer that can be listed (a name and a slug), else null: one bad entry does not cost the page. */
export function cityLinkOf(value: unknown): CityLink | null {
  if (!isRecord(value)) return null;
  const { name, slug, state, hotel_count: hotels } = value;
  if (typeof name !== 'string' || !name.trim() || typeof slug !== 'string' || !slug.trim()) return null;
  return {
    name,
    slug,
    state: typeof state === 'string' ? state : '',
    hotel_count: typeof hotels === 'number' && Number.isInteger(hotels) && hotels >= 0 ? hotels : 0,
  };
}

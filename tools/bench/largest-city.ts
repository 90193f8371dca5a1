import type { ResponseOf, SearchHotelsResponse } from '@nivaas/api-client/contract';

export interface City {
  readonly slug: string;
  readonly name: string;
  /** The city's active hotels, as its listing shows them (at most the 300 one pricing call takes). */
  readonly hotelIds: readonly number[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The city with the most hotels in the seeded catalogue (found, not assumed), with its hotels. */
export async function largestCity(origin: string): Promise<City> {
  const { data } = await getJson<ResponseOf<'getCities'>>(`${origin}/api/v2/cities/`);
  const city = data.reduce((most, c) => (c.hotel_count > most.hotel_count ? c : most));
  const search = await getJson<SearchHotelsResponse>(`${origin}/api/v1/search/hotels/?city=${city.slug}&limit=300`);
  return { slug: city.slug, name: city.name, hotelIds: search.hotel_ids };
}

/** A calendar day `offset` days from today, as the API takes it (YYYY-MM-DD). */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

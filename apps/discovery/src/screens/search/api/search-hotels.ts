import type { SearchHotelsResponse } from '@nivaas/api-client/contract';
import { MAX_TERM_LENGTH } from '../decode-search-term';
import { searchApi } from './search-api';

/** A page of the search screen: enough to choose from; a city's full list is its listing. */
export const SEARCH_HOTELS_LIMIT = 20;

/** Hotels whose name contains the term (searchHotels q=). */
export async function searchHotelsByName(term: string, signal?: AbortSignal): Promise<SearchHotelsResponse> {
  return searchApi.api.searchHotels(
    { query: { q: term.slice(0, MAX_TERM_LENGTH), limit: SEARCH_HOTELS_LIMIT } },
    { signal },
  );
}

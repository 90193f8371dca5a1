import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import type { Checkout } from '@nivaas/api-client/contract';
import { todayInKolkata } from '@nivaas/domain';
import { type CheckoutQuery } from '@nivaas/domain/prices';
import { itineraryPath } from '@nivaas/routes';
import { usePlatform, useResource, useStore, type Resource, type UiState } from '@nivaas/state';
import type { CheckoutStore } from '../../../features/checkout-state';
import { itineraryRequest, type ItineraryRequest } from '../data/itinerary-request';
import type { ItineraryApi } from '../itinerary-api';

const selectTrivagoReference = (ui: UiState) => ui.trivagoReferenceId;

export interface Itinerary {
  readonly request: ItineraryRequest;
  readonly resource: Resource<Checkout>;
}

/**
 * Loads the itinerary of the URL into the checkout store: by its bid, or created from the query and then the
 * URL replaced (no new history entry) with the same query plus the bid, so a reload does not create another.
 * The store goes loading, then success or itineraryLoadError (docs/rules.md 4). A bid the API no longer gives this
 * visitor (404: they signed out of a member's itinerary) starts again from the query's hotel, room and stay.
 */
export function useItinerary(
  query: CheckoutQuery,
  /** The URL's query string as visited (a string, so an equal query is an equal dependency). */
  search: string,
  store: CheckoutStore,
  api: ItineraryApi,
): Itinerary {
  const navigate = useNavigate();
  const trivagoReferenceId = useStore(usePlatform().ui.store, selectTrivagoReference);
  const request = useMemo(
    () => itineraryRequest(query, todayInKolkata(), trivagoReferenceId),
    [query, trivagoReferenceId],
  );
  // The itinerary just created: its bid's first load reads it instead of asking again.
  const created = useRef<Checkout | null>(null);
  const resource = useResource<Checkout>(request.kind === 'problem' ? null : request.key, async (signal) => {
    if (request.kind === 'get') {
      const kept = created.current;
      created.current = null;
      if (kept?.bid === request.bid) return kept;
      return api.getItinerary({ params: { bid: request.bid } }, { signal });
    }
    if (request.kind === 'create') return api.createItinerary({ body: request.body }, { signal });
    throw new Error('Nothing to load');
  });
  const { status, data, error } = resource;

  useEffect(() => {
    if (status === 'loading') store.loadStarted();
    else if (status === 'success' && data) store.loadSucceeded(data);
    else if (status === 'error') store.loadFailed(error);
  }, [status, data, error, store]);

  useEffect(() => {
    if (request.kind !== 'create' || status !== 'success' || !data) return;
    created.current = data;
    const next = new URLSearchParams(search);
    next.set('bid', data.bid);
    navigate(itineraryPath(next), { replace: true });
  }, [request.kind, status, data, search, navigate]);

  useEffect(() => {
    if (request.kind !== 'get' || status !== 'error' || !isApiError(error) || error.status !== 404) return;
    if (!query.hotelId || !query.roomType || !query.ratePlan) return;
    const next = new URLSearchParams(search);
    next.delete('bid');
    navigate(itineraryPath(next), { replace: true });
  }, [request.kind, status, error, query, search, navigate]);

  return { request, resource };
}

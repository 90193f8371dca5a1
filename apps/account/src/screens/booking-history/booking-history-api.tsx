import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The one call of the booking history list. */
export type BookingHistoryApi = Pick<ApiClient, 'getBookingHistory'>;

const BookingHistoryApiContext = createContext<BookingHistoryApi | null>(null);

/** Specs (and a harness) hand the screen its call; without a provider, the browser's client. */
export function BookingHistoryApiProvider({
  api,
  children,
}: {
  readonly api: BookingHistoryApi;
  readonly children: ReactNode;
}) {
  return <BookingHistoryApiContext.Provider value={api}>{children}</BookingHistoryApiContext.Provider>;
}

// The browser's client is asked for only when a call is made, so rendering on a server never creates it.
const browserApi: BookingHistoryApi = {
  getBookingHistory: (input, options) => getBrowserApiClient().getBookingHistory(input, options),
};

export function useBookingHistoryApi(): BookingHistoryApi {
  return useContext(BookingHistoryApiContext) ?? browserApi;
}

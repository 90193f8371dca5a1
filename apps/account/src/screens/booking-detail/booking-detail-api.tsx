import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The one call of a booking's details. */
export type BookingDetailApi = Pick<ApiClient, 'getBookingDetail'>;

const BookingDetailApiContext = createContext<BookingDetailApi | null>(null);

/** Specs (and a harness) hand the screen its call; without a provider, the browser's client. */
export function BookingDetailApiProvider({
  api,
  children,
}: {
  readonly api: BookingDetailApi;
  readonly children: ReactNode;
}) {
  return <BookingDetailApiContext.Provider value={api}>{children}</BookingDetailApiContext.Provider>;
}

// The browser's client is asked for only when a call is made, so rendering on a server never creates it.
const browserApi: BookingDetailApi = {
  getBookingDetail: (input, options) => getBrowserApiClient().getBookingDetail(input, options),
};

export function useBookingDetailApi(): BookingDetailApi {
  return useContext(BookingDetailApiContext) ?? browserApi;
}

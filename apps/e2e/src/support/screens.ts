import { E2E_PORTS, type RemoteName } from './e2e-ports';

export const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;

/** One page per remote, and the heading its screen shows once it has loaded. */
export const REMOTE_PAGES: Record<RemoteName, { path: string; heading: RegExp }> = {
  discovery: { path: '/', heading: /budget hotels across india/i },
  hotel: { path: '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/', heading: /nivaas suites marathahalli/i },
  // A whole checkout query: the itinerary is created and its page drawn (a partial one is an alert by design).
  checkout: {
    path: '/itinerary/?hotel_id=1042&roomtype=common&rateplan=EP&roomconfig=1-0',
    heading: /review your booking/i,
  },
  account: { path: '/account/booking-history/', heading: /my bookings/i },
};

import type { OfflineBooking } from '@nivaas/state';

/** A booking as the confirmation screen saves it, with what a test wants changed. */
export function offlineBooking(overrides: Partial<OfflineBooking> = {}): OfflineBooking {
  return {
    pagePath: '/confirmation/NV1234/?t=token-1',
    bookingId: 'NV1234',
    lang: 'en-IN',
    title: 'Your booking is confirmed',
    status: 'Confirmed',
    hotel: {
      name: 'Nivaas Koramangala',
      address: '12 80 Feet Road, Koramangala, Bengaluru 560034',
      phone: '+91 80 4000 1234',
    },
    details: [
      { label: 'Booking ID', value: 'NV1234' },
      { label: 'Check-in', value: 'Fri, 4 Dec 2026, from 12:00' },
      { label: 'Total (taxes and fees included)', value: '₹2,478' },
    ],
    labels: {
      offlineNote: 'You are offline. This is the copy saved on this phone.',
      hotel: 'Hotel',
      call: 'Call',
      savedAt: 'Saved',
    },
    savedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

import { createElement, type ReactNode } from 'react';
import type { CancellationDetails, ResponseOf } from '@nivaas/api-client/contract';
import type { FakeApiClient } from '@nivaas/api-client/testing';
import { CancellationApiProvider } from '../features/cancellation';
import { WebCheckinApiProvider } from '../features/web-checkin';

/** Specs' hashes: 22+ base64url characters, as the contract's CancellationParam and WebCheckinParam take. */
export const CANCEL_HASH = 'cXh7Qm2pLk9sT4vW8yZa1b';
export const CHECKIN_HASH = 'wCk3Rt5yUi7oPa9sDf1gHj';
export const ORDER_ID = 'NIV1234567';

export const CANCELLATION_REASONS = [
  { label: 'Change of plans', value: 'change_of_plans' },
  { label: 'Found a better price', value: 'better_price' },
  { label: 'Booked by mistake', value: 'mistake' },
  { label: 'Hotel asked me to cancel', value: 'hotel_request' },
  { label: 'Other', value: 'other' },
];

/**
 * A refundable (EP) booking within free cancellation, as getCancellationDetails answers it: ₹3,720 paid, all of
 * it refunded until Wed, 2 Dec, 12:00 PM in Kolkata (24 h before a 12:00 check-in on 3 Dec).
 */
export function cancellationDetails(overrides: Partial<CancellationDetails> = {}): CancellationDetails {
  return {
    booking_id: ORDER_ID,
    status: 'CONFIRMED',
    hotel_name: 'Nivaas Suites Marathahalli',
    hotel_address: '12 Outer Ring Road, Marathahalli, Bengaluru',
    dates: { checkin: '2026-12-03', checkout: '2026-12-05' },
    guest_name: 'Asha Rao',
    booking_hash: CANCEL_HASH,
    reasons: CANCELLATION_REASONS,
    status_message: 'Free cancellation: the amount paid will be refunded',
    cancelled_dateTime: null,
    refund_amount: 3720,
    cancellation_charge: 0,
    refundable: true,
    free_cancellation: true,
    deadline: '2026-12-02T06:30:00.000Z',
    policy_text: "Free cancellation till 24 hours before check-in; after that one night's tariff is charged.",
    order_analytics_args: { booking_creation_date: '2026-11-20T10:00:00.000Z', hotel_id: 1042, total: 3970 },
    ...overrides,
  };
}

/** The same booking on a non-refundable plan (NRP): nothing refunded, ever. */
export function nonRefundableDetails(overrides: Partial<CancellationDetails> = {}): CancellationDetails {
  return cancellationDetails({
    refund_amount: 0,
    cancellation_charge: 3720,
    refundable: false,
    free_cancellation: false,
    deadline: null,
    status_message: 'Non-refundable plan: the amount paid will not be refunded',
    policy_text: 'Non-refundable: no refund on cancellation.',
    ...overrides,
  });
}

/** What cancelBooking answers for `details`: status CANCEL with its message, time and the refund made. */
export function cancelledDetails(details: CancellationDetails = cancellationDetails()): CancellationDetails {
  return {
    ...details,
    status: 'CANCEL',
    status_message: 'Your booking has been cancelled',
    cancelled_dateTime: '2026-11-24T04:30:00.000Z',
    free_cancellation: false,
  };
}

export type WebCheckin = ResponseOf<'getWebCheckin'>;

/**
 * A confirmed booking whose web check-in is open: check-in Thu, 3 Dec at 12:00 (window from Tue, 1 Dec, 12:00 PM
 * to the end of 3 Dec, Kolkata), two adults and a child (3 names at most), nothing given yet.
 */
export function webCheckin(overrides: Partial<WebCheckin> = {}): WebCheckin {
  return {
    booking_id: ORDER_ID,
    status: 'CONFIRMED',
    status_display_text: 'Confirmed',
    opens_at: '2026-12-01T06:30:00.000Z',
    closes_at: '2026-12-03T18:30:00.000Z',
    open: true,
    hotel_name: 'Nivaas Suites Marathahalli',
    checkin_date: '2026-12-03',
    checkout_date: '2026-12-05',
    guest_name: 'Asha Rao',
    checked_in: false,
    guest_count: 3,
    guests: [],
    expected_arrival_time: null,
    id_type: null,
    id_last4: null,
    ...overrides,
  };
}

/** The answer of a done check-in (CHECKED_IN, "Checked in") with what was given. */
export function checkedIn(overrides: Partial<WebCheckin> = {}): WebCheckin {
  return webCheckin({
    status: 'CHECKED_IN',
    status_display_text: 'Checked in',
    checked_in: true,
    guests: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }],
    expected_arrival_time: '14:30',
    id_type: 'aadhaar',
    id_last4: '12AB',
    ...overrides,
  });
}

/** renderScreen's `wrapper`: the cancellation page's calls go to `api`. */
export function cancellationWrapper(api: FakeApiClient) {
  return function CancellationWrapper({ children }: { readonly children: ReactNode }) {
    return createElement(CancellationApiProvider, { api, children });
  };
}

/** renderScreen's `wrapper`: the web check-in page's calls go to `api`. */
export function webCheckinWrapper(api: FakeApiClient) {
  return function WebCheckinWrapper({ children }: { readonly children: ReactNode }) {
    return createElement(WebCheckinApiProvider, { api, children });
  };
}

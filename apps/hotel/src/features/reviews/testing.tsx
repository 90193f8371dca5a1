import type { ReactNode } from 'react';
import { createFakeApiClient, fakeApiError, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import type { ResponseOf } from '@nivaas/api-client/contract';
import { ReviewsApiProvider } from './api/reviews-api';
import type { ReviewableStay, UserReview } from './api/review-types';

/** Specs' hotel: Nivaas Suites Marathahalli, 1042, in Bengaluru. */
export const HOTEL_ID = 1042;
export const HOTEL_NAME = 'Nivaas Suites Marathahalli';

/** A signed-in guest's stored session, as the browser would hold it (createTestPlatform hydrates it). */
export const SIGNED_IN_STORAGE: Readonly<Record<string, string>> = {
  nivaas_auth_token: 'token-3',
  nivaas_auth_user: JSON.stringify({
    userId: '3',
    email: 'isha@example.in',
    mobile: '9000000003',
    firstName: 'Isha',
    lastName: 'Kapoor',
    name: 'Isha Kapoor',
  }),
};

export const STAY_A: ReviewableStay = { order_id: 'NV100001', checkin: '2026-10-02', checkout: '2026-10-04' };
export const STAY_B: ReviewableStay = { order_id: 'NV100002', checkin: '2026-08-14', checkout: '2026-08-15' };

export function review(id: number, overrides: Partial<UserReview> = {}): UserReview {
  return {
    id,
    user: `Guest ${id}`,
    rating: 4,
    title: `Review ${id}`,
    text: `Stay number ${id} was comfortable.`,
    date: '2026-11-02',
    source: 'nivaas',
    ...overrides,
  };
}

/** A minimal hotel for the reviews pages: they read its id, name and city. */
export function hotelDetails(id = HOTEL_ID, name = HOTEL_NAME): ResponseOf<'getHotelDetails'> {
  return {
    id,
    name,
    address: { city: 'Bengaluru', city_slug: 'bengaluru', locality: 'Marathahalli', locality_slug: 'marathahalli' },
  } as unknown as ResponseOf<'getHotelDetails'>;
}

export interface FakeReviewsOptions {
  /** How many reviews the hotel has (newest first: id total .. 1). */
  readonly total?: number;
  readonly reviews?: readonly UserReview[];
  readonly stays?: readonly ReviewableStay[];
  readonly overrides?: FakeHandlers;
}

/**
 * The reviews calls answered as the API would over one hotel's reviews, on @nivaas/api-client's typed fake:
 * pages of `limit` from `page`, a summary that agrees with the list, reviewable stays, the hotel; any other
 * hotel id is a 404. A spec reads what was asked with `callsOf` and fails one call with `failNext`.
 */
export function fakeReviewsApi(options: FakeReviewsOptions = {}): FakeApiClient {
  const total = options.total ?? 23;
  const all = options.reviews ?? Array.from({ length: total }, (_, i) => review(total - i, { rating: (i % 5) + 1 }));
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of all)
    distribution[String(Math.round(r.rating))] = (distribution[String(Math.round(r.rating))] ?? 0) + 1;
  const average = all.length ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10 : 0;
  const notFound = () => fakeApiError(404, 'Hotel not found');
  return createFakeApiClient({
    getReviews: ({ params, query }) => {
      if (params.hotelId !== HOTEL_ID) throw notFound();
      const page = query?.page ?? 1;
      const limit = query?.limit ?? 10;
      return {
        hotel_id: HOTEL_ID,
        totalCount: all.length,
        page,
        reviewSummary: { rating: average, count: all.length, distribution },
        userReviews: all.slice((page - 1) * limit, page * limit),
      };
    },
    getReviewableStays: { stays: [...(options.stays ?? [])] },
    getHotelDetails: ({ params }) => {
      if (params.hotelId !== HOTEL_ID) throw notFound();
      return hotelDetails();
    },
    submitReview: ({ body }) => ({
      id: 9001,
      user: 'Isha K',
      rating: body.rating,
      title: body.title,
      text: body.text,
      date: '2026-11-20',
      source: 'nivaas',
    }),
    ...options.overrides,
  } as FakeHandlers);
}

/** renderScreen's `wrapper`: the feature's calls go to `api`. */
export function reviewsWrapper(api: FakeApiClient) {
  return function ReviewsWrapper({ children }: { readonly children: ReactNode }) {
    return <ReviewsApiProvider api={api}>{children}</ReviewsApiProvider>;
  };
}

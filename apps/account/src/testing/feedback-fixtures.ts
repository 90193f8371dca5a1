import type { ResponseOf } from '@nivaas/api-client/contract';

/** Test fixtures of the feedback screens' specs: a form as the API answers it. Never in app code. */

export const FEEDBACK_ID = 'fb_9A8b7C6d5E';

/** The API's choices (apps/api content-values FEEDBACK_REASONS), which the catalogues label in each language. */
export const REASONS = ['Cleanliness', 'Staff', 'Location', 'Food', 'Value for money', 'Wi-Fi'] as const;

/** An open form not given yet, of a stay that ended on 20 Nov 2026; override what a case needs. */
export function feedbackForm(over: Partial<ResponseOf<'getFeedback'>> = {}): ResponseOf<'getFeedback'> {
  return {
    id: FEEDBACK_ID,
    order_id: 'NIV1234567',
    hotel_name: 'Nivaas Suites Marathahalli',
    checkin: '2026-11-18',
    checkout: '2026-11-20',
    availability: 'open',
    opens_on: '2026-11-20',
    reasons: [...REASONS],
    rating: null,
    review_text: '',
    others: [],
    submitted: false,
    ...over,
  };
}

/** The same form once given: 4 stars, a text with markup in it (shown as text), two choices. */
export function givenFeedback(over: Partial<ResponseOf<'getFeedback'>> = {}): ResponseOf<'getFeedback'> {
  return feedbackForm({
    rating: 4,
    review_text: 'Quiet room, <b>bold</b> breakfast',
    others: ['Cleanliness', 'Food'],
    submitted: true,
    ...over,
  });
}

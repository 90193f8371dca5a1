import { Type } from 'typebox';
import { IsoDate, PageQuery } from './common';

/**
 * Feedback (docs/rules.md 3): review_text, rating, others. It can be given only after the stay:
 * `availability` is `open` from the check-out day (Asia/Kolkata, app clock) of a booking that was
 * not cancelled, `after_stay` before it (`opens_on` is the check-out day), `cancelled` for a
 * cancelled or expired booking; a save that is not `open` is 400 with the reason. `reasons` are the
 * "others" choices (content key `feedback`); a save naming another is 400.
 */
export const Feedback = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  hotel_name: Type.String(),
  checkin: IsoDate,
  checkout: IsoDate,
  availability: Type.Union([Type.Literal('open'), Type.Literal('after_stay'), Type.Literal('cancelled')]),
  opens_on: IsoDate,
  reasons: Type.Array(Type.String()),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  review_text: Type.String(),
  others: Type.Array(Type.String()),
  submitted: Type.Boolean(),
});
export const FeedbackParam = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });
export const FeedbackBody = Type.Object({
  feedback_id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review_text: Type.Optional(Type.String({ maxLength: 2000 })),
  others: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20 })),
});

export const Review = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  rating: Type.Number(),
  title: Type.String(),
  text: Type.String(),
  date: Type.String(),
  source: Type.String(),
});
export const ReviewsQuery = PageQuery;
export const ReviewsResponse = Type.Object({
  hotel_id: Type.Integer(),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  reviewSummary: Type.Object({
    rating: Type.Number(),
    count: Type.Integer(),
    distribution: Type.Record(Type.String(), Type.Integer()),
  }),
  userReviews: Type.Array(Review),
});
export const ReviewBody = Type.Object({
  /** The booking whose completed stay the review is about (one review per booking). */
  order_id: Type.String({ minLength: 1, maxLength: 40 }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  text: Type.String({ minLength: 10, maxLength: 4000 }),
});

/** The signed-in guest's completed stays at a hotel (checked out before today, not cancelled) with no review yet. */
export const ReviewableStaysResponse = Type.Object({
  stays: Type.Array(Type.Object({ order_id: Type.String(), checkin: IsoDate, checkout: IsoDate })),
});

/**
 * The member's points and tier. `totalBalance` is never negative (points earned on a booking that is
 * cancelled are taken back only as far as the balance goes). The tier is computed from nights of
 * completed stays (checked out before today in Asia/Kolkata, not cancelled) in the last 12 months,
 * as the rewards page's ladder says (loyaltyStanding and LOYALTY_TIER_NIGHTS in @nivaas/domain:
 * silver 0, gold 5, platinum 15), never below a tier granted to the account (the demo members).
 */
export const WalletResponse = Type.Object({
  walletData: Type.Object({
    byType: Type.Record(Type.String(), Type.Object({ type: Type.String(), balance: Type.Integer() })),
    totalBalance: Type.Integer(),
  }),
  /** platinum, gold or silver. */
  loyaltyTier: Type.String(),
  /** The tier above, null at platinum. */
  nextTier: Type.Union([Type.String(), Type.Null()]),
  /** Nights still to stay (within 12 months) for nextTier; 0 at platinum. */
  nightsToNextTier: Type.Integer(),
  /** Nights of completed stays in the last 12 months. */
  qualifyingNights: Type.Integer(),
  totalSavings: Type.Integer(),
  upcomingExpiryDate: Type.Union([Type.String(), Type.Null()]),
  upcomingExpiryPoints: Type.Integer(),
  isRewardsEnabled: Type.Boolean(),
  isWalletApplied: Type.Boolean(),
});
export const WalletStatement = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  amount: Type.Integer(),
  description: Type.String(),
  order_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export const WalletStatementsResponse = Type.Object({
  statements: Type.Array(WalletStatement),
  total: Type.Integer(),
  page: Type.Integer(),
});

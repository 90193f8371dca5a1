import { Type } from 'typebox';
import { IsoDate, PageQuery } from './common';

/** Feedback (SPEC.md 3): review_text, rating, others. */
export const Feedback = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  hotel_name: Type.String(),
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

export const WalletResponse = Type.Object({
  walletData: Type.Object({
    byType: Type.Record(Type.String(), Type.Object({ type: Type.String(), balance: Type.Integer() })),
    totalBalance: Type.Integer(),
  }),
  loyaltyTier: Type.String(),
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

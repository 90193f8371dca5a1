/** @nivaas/domain/booking: Bookings after they are made: history, actions and windows, rewards, limits (docs/rules.md 3, 4). */
export {
  isSitePath,
  readRewardsInfo,
  REWARDS_BANNER_SIZE,
  REWARDS_CARD_SIZE,
  type RewardsBanner,
  type RewardsBenefit,
  type RewardsFaqItem,
  type RewardsFaqSection,
  type RewardsImage,
  type RewardsInfo,
  type RewardsTierInfo,
} from './rules/rewards/read-rewards-info';
export { upcomingPointsExpiry, type PointsEntry, type PointsExpiry } from './rules/rewards/upcoming-points-expiry';
export {
  LOYALTY_TIER_NIGHTS,
  LOYALTY_WINDOW_MONTHS,
  loyaltyStanding,
  type LoyaltyStanding,
  type LoyaltyTier,
} from './rules/rewards/loyalty-tier';
export {
  isHiddenUpcomingBooking,
  splitBookingHistory,
  type BookingHistoryEntry,
  type BookingHistorySplit,
} from './rules/booking-history/split-booking-history';
export { tooManyRequestsText } from './rules/limits/too-many-requests-text';
export {
  DEFAULT_STAY_TIMES,
  stayTimesFromPolicies,
  type StayTimes,
  type StayTimesPolicy,
} from './rules/booking/stay-times';
export { bookingCalendarEvent, type BookingCalendarInput } from './rules/booking/booking-calendar-event';
export {
  cancellationRefund,
  FREE_CANCELLATION_HOURS_BEFORE,
  freeCancellationDeadline,
  isWithinWindow,
  kolkataInstant,
  WEB_CHECKIN_OPENS_HOURS_BEFORE,
  webCheckinWindow,
  type BookingWindow,
  type CancellationRefund,
  type CancellationRefundInput,
} from './rules/booking/booking-windows';
export { feedbackAvailability, type FeedbackAvailability } from './rules/booking/feedback-window';
export { hasStayEnded, isWebCheckinOffered, type WebCheckinStay } from './rules/booking/web-checkin-offered';
export { bookingChannelKind, type BookingChannelKind } from './rules/booking/booking-channel-kind';
export { nextPaymentPollDelay, PAYMENT_POLL_INTERVAL_MS } from './rules/booking/payment-poll-schedule';
export {
  paymentReturnQuery,
  type PaymentFailureReason,
  type PaymentModeCode,
  type PaymentReturnInput,
} from './rules/booking/payment-return-query';

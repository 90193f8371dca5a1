/** @nivaas/domain/prices: Prices and money summaries that add up, and the checkout's rules (docs/rules.md 3, 9). */
export { roundPrice } from './rules/prices/round-price';
export { perNightPrice } from './rules/prices/per-night-price';
export { priceDifference } from './rules/prices/price-difference';
export { DEFAULT_PLATFORM_FEE, ratePlanTotal } from './rules/prices/rate-plan-total';
export { stayPriceSummary, type StayPriceInput, type StayPriceSummary } from './rules/prices/stay-price-summary';
export { priceBreakup, type BreakupInput, type BreakupNight, type PriceBreakup } from './rules/prices/price-breakup';
export { realSaving, savingPercent, type PriceSavings, type RealSaving } from './rules/prices/real-saving';
export {
  amountToPayLines,
  stayPriceLines,
  sumOfLines,
  type MoneyLine,
  type MoneySummary,
  type PayAmounts,
  type PayLineKind,
  type StayAmounts,
  type StayLineKind,
} from './rules/prices/money-lines';
export {
  bookingPriceSummary,
  checkoutPriceSummary,
  ratePlanPriceSummary,
  type BookingPaymentAmounts,
  type CheckoutPriceAmounts,
  type PriceSummary,
  type RatePlanAmounts,
} from './rules/prices/price-summaries';
export { CUSTOM_PRICE_BAND_INDEX, PRICE_BANDS_PER_ROOM, priceBands, type PriceBand } from './rules/prices/price-bands';
export {
  canResendOtp,
  OTP_MAX_RESENDS,
  OTP_RESEND_AFTER_MS,
  type OtpResendInput,
} from './rules/checkout/can-resend-otp';
export { canVerifyOtp, OTP_MAX_VERIFY_ATTEMPTS } from './rules/checkout/can-verify-otp';
export { canPollPaymentStatus, PAYMENT_STATUS_MAX_POLLS } from './rules/checkout/can-poll-payment-status';
export { corporateRateApplies, isCorporateUser } from './rules/checkout/is-corporate-user';
export { couponCodeOf } from './rules/checkout/coupon-code-of';
export { walletPointsUsable, WALLET_MAX_PERCENT } from './rules/prices/wallet-points-usable';
export { paymentOfferDiscount, type PaymentOfferTerms } from './rules/checkout/payment-offer-discount';
export {
  CHECKOUT_DEFAULT_STEP,
  CHECKOUT_PAYMENT_FAILURES,
  CHECKOUT_PAYMENT_METHODS,
  CHECKOUT_PAYMENT_MODES,
  CHECKOUT_QUERY_KEYS,
  parseCheckoutQuery,
  toCheckoutQuery,
  type CheckoutPaymentFailure,
  type CheckoutPaymentMethod,
  type CheckoutPaymentMode,
  type CheckoutQuery,
} from './rules/checkout/checkout-query';

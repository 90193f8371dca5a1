// Shared state
export * from './business-constants';

// Formats: money, numbers and days in the visitor's locale
export { formatInr, formatNumber } from './formats/format-money';
export {
  FORMAT_DEFAULT_LOCALE,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatViewDate,
  VIEW_DATE_FORMAT,
  weekdayNames,
} from './formats/format-day';
export { formatClockTime, formatKolkataDateTime } from './formats/format-instant';
export { IMAGE_WIDTHS, srcSetOf } from './formats/image-src-set';

// Time: the one dayjs setup
export {
  addDays,
  addMonths,
  daysBetween,
  kolkataDayjs,
  monthEndOf,
  monthStartOf,
  weekdayOf,
  parseDay,
  todayInKolkata,
  TIME_ZONE,
  type DayFormat,
  type IsoDate,
} from './time/kolkata-dayjs';

// Rules: dates
export { API_DATE_FORMAT, parseDate, SITE_DATE_FORMAT } from './rules/dates/parse-date';
export { isValidDate } from './rules/dates/is-valid-date';
export { toSiteQueryDate } from './rules/dates/to-site-query-date';
export { toApiQueryDate } from './rules/dates/to-api-query-date';
export { clampStay, MAX_STAY_NIGHTS, type StayRange } from './rules/dates/clamp-stay';
export { defaultStay } from './rules/dates/default-stay';
export { stayNights } from './rules/dates/stay-nights';
export { checkStay, type StayCheck, type StayProblem } from './rules/dates/check-stay';

// Rules: rooms
export * from './rules/rooms/room';
export { addRoom } from './rules/rooms/add-room';
export { removeRoom } from './rules/rooms/remove-room';
export { changeGuests } from './rules/rooms/change-guests';
export { clampRoom } from './rules/rooms/clamp-room';
export { encodeRoomConfig } from './rules/rooms/encode-room-config';
export { decodeRoomConfig } from './rules/rooms/decode-room-config';
export { parseRoomConfig } from './rules/rooms/parse-room-config';

// Rules: search
export { deriveSearchValues, type SearchValues } from './rules/search/derive-search-values';
export { addRecentSearch, MAX_RECENT_SEARCHES, type RecentSearch } from './rules/search/add-recent-search';
export { readRecentSearches } from './rules/search/read-recent-searches';
export { parseSiteSearchQuery, toSiteSearchQuery, type SiteSearchQuery } from './rules/search/site-search-query';
export { toApiStayQuery, type ApiStayQuery } from './rules/search/api-stay-query';

// Rules: listing URLs (docs/rules.md 2), resolved against the catalogue's slugs
export {
  listingPath,
  NEAR_ME_LANDMARK,
  PLAIN_HOTELS,
  resolveListing,
  type ListingCatalogue,
  type ListingKind,
  type ListingQuery,
} from './rules/listing/resolve-listing';

// Rules: recently viewed hotels
export { MAX_RECENTLY_VIEWED_HOTELS, type RecentlyViewedHotel } from './rules/recently-viewed/recently-viewed-hotel';
export { addRecentlyViewedHotel } from './rules/recently-viewed/add-recently-viewed-hotel';
export { readRecentlyViewedHotels } from './rules/recently-viewed/read-recently-viewed-hotels';

// Rules: prices
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

// Rules: validation
export { isValidEmail } from './rules/validation/is-valid-email';
export { isValidPhoneCountryCode } from './rules/validation/is-valid-phone-country-code';
export { gstinProblem, isValidGstin, type GstinProblem } from './rules/validation/is-valid-gstin';
export { gstinCheckCharacter } from './rules/validation/gstin-check-character';
export { isBlank } from './rules/validation/is-blank';

// Rules: login interrupt, profile, booking history, OTP
export * from './rules/login-interrupt/login-interrupt-limits';
export { isLoginInterruptRoute } from './rules/login-interrupt/is-login-interrupt-route';
export {
  isLoginInterruptEligible,
  type LoginInterruptInput,
} from './rules/login-interrupt/is-login-interrupt-eligible';
export { recordLoginInterruptView } from './rules/login-interrupt/record-login-interrupt-view';
export {
  LOGIN_INTERRUPT_IDLE_MS,
  loginInterruptMoment,
  PROMPT_FREE_SCREENS,
  type LoginInterruptMoment,
  type LoginInterruptMomentInput,
} from './rules/login-interrupt/login-interrupt-moment';
export { normalizeFirstName, toUserProfile, type LoginUser, type UserProfile } from './rules/profile/to-user-profile';
export {
  gstDetailsOf,
  normalizeGstin,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  validateProfile,
  type GstDetails,
  type ProfileDraft,
  type ProfileField,
  type ProfileProblem,
} from './rules/profile/validate-profile';
export {
  CUSTOMER_CARE_CONTENT_KEY,
  readCustomerCare,
  type CustomerCareContacts,
} from './rules/profile/read-customer-care';
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
export { otpModals, type OtpModals, type OtpSendOutcome } from './rules/otp/otp-modals';
export { otpLimitsFromContent } from './rules/otp/otp-limits-from-content';
export { OTP_FALLBACK_TEXT, otpFailureOf, type OtpFailure } from './rules/otp/otp-failure';
export { tooManyRequestsText } from './rules/limits/too-many-requests-text';
export {
  canResendNow,
  canSendOtp,
  canSendWithCaptcha,
  DEFAULT_OTP_LIMITS,
  INITIAL_OTP_FLOW,
  isCompleteCode,
  otpFlowReducer,
  otpPhoneOf,
  resendAvailableAt,
  verifyProblem,
  type OtpFlowEvent,
  type OtpFlowState,
  type OtpLimits,
} from './rules/otp/otp-flow';
export { validatePhone, type PhoneProblem } from './rules/otp/validate-phone';
export {
  CAPTCHA_FAILED_CODE,
  CAPTCHA_REQUIRED_CODE,
  captchaAskedBy,
  localCaptchaToken,
  parseLocalCaptchaToken,
  type CaptchaChallenge,
} from './rules/otp/captcha';

// Rules: sort and filters, brands
export {
  DEFAULT_SORT,
  SORT_OPTIONS,
  sortAfterClearAll,
  sortOptions,
  type SortBy,
} from './rules/sort-filter/sort-options';
export { sortHotels, type SortableHotel } from './rules/sort-filter/sort-hotels';
export {
  isSingleSelect,
  toggleFilterOption,
  type FilterGroup,
  type FilterOption,
} from './rules/sort-filter/toggle-filter-option';
export {
  selectCustomPriceRange,
  selectPriceRange,
  type CustomPriceRange,
  type PriceFilter,
} from './rules/sort-filter/select-price-range';
export * from './rules/sort-filter/filter-options';
export { BRANDS_MAP, brandTier, type BrandCode, type BrandTier } from './rules/brands/brands-map';
export { BRAND_PAGE_PRODUCTS, brandPageProduct, type BrandPageProduct } from './rules/brands/brand-pages';

// Rules: checkout, hotel, access
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
export { ROOM_TYPE_ORDER, roomTypeId, sortRoomTypes } from './rules/hotel/room-types';
export { propertyTypeLabel } from './rules/hotel/property-type-label';
export { roomFitsGuests, type RoomCapacity } from './rules/hotel/room-fits-guests';
export { orderRoomOffers } from './rules/hotel/order-room-offers';
export {
  defaultRoomChoice,
  type ChoosablePlan,
  type ChoosableRoom,
  type RoomChoice,
} from './rules/hotel/default-room-choice';
export { resolveRoomChoice } from './rules/hotel/resolve-room-choice';
export { hotelCheckoutQuery, type HotelCheckoutInput } from './rules/hotel/hotel-checkout-query';
export { distanceKm, type GeoPoint } from './rules/hotel/distance-km';
export { mapDirectionsUrl, mapSearchUrl } from './rules/hotel/map-search-url';
export { HOTEL_PHOTO_WIDTHS, hotelPhoto, type HotelPhoto } from './rules/hotel/hotel-photo';
export { policiesFor, type PolicyPlacement } from './rules/hotel/policies-for';
export { isTaReviewShown, type TaReview } from './rules/hotel/is-ta-review-shown';
export { groupImagesByCategory } from './rules/hotel/group-images-by-category';
export { mustLoginForBookingHistory, PHONEPE_UTM_SOURCE } from './rules/access/booking-history-access';
export { analyticsSearchType } from './rules/access/analytics-search-type';
export { shouldTrackFilterApplied } from './rules/sort-filter/should-track-filter-applied';
export { PHONEPE_GUEST_KEY, TRAFFIC_SOURCE_COOKIE } from './rules/access/phonepe-keys';
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

// Reviews and hotel questions
export * from './reviews';

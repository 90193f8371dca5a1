import { Type } from 'typebox';
import { defineOperations } from './operation';
import * as A from './schemas/auth';
import * as B from './schemas/booking';
import * as Cat from './schemas/catalogue';
import * as Ch from './schemas/checkout';
import * as Co from './schemas/content';
import * as E from './schemas/engagement';
import * as H from './schemas/hotel';
import * as P from './schemas/pricing';
import { HotelIdParam, Ok, OrderIdParam } from './schemas/common';

/**
 * THE registry: every call of the API keyed by operation id. apps/api registers its routes from
 * it and libs/api-client generates its functions from it. Keys and paths are stable.
 * Section 7 paths of SPEC.md come first; the rest are our design (versioned /api/vN/).
 */
export const CONTRACT = defineOperations({
  // ---- SPEC.md section 7 ----
  loginPhonepe: { method: 'POST', path: '/api/v2/auth/login/phonepe/', tag: 'auth', auth: 'none', summary: 'Log in with a PhonePe grant token', body: A.TokenBody, response: { 200: A.LoginResponse } },
  loginGoogle: { method: 'POST', path: '/api/v2/auth/login/google/', tag: 'auth', auth: 'none', summary: 'Log in with a Google ID token (credential)', body: A.TokenBody, response: { 200: A.LoginResponse } },
  resetPassword: { method: 'POST', path: '/api/v2/auth/reset-password/', tag: 'auth', auth: 'none', summary: 'Set a password with the verification code of a reset link', body: A.ResetPasswordBody, response: { 200: A.LoginResponse } },
  requestPasswordReset: { method: 'POST', path: '/api/v2/auth/forgot-password/', tag: 'auth', auth: 'none', summary: 'Send a reset link with a verification code to an email', body: A.ForgotPasswordBody, response: { 200: Ok } },
  logout: { method: 'GET', path: '/api/v2/auth/logout/', tag: 'auth', auth: 'required', summary: 'Invalidate the bearer token', response: { 200: Ok } },
  getBookingHistory: { method: 'POST', path: '/api/v1/booking/booking-history/', tag: 'bookings', auth: 'required', summary: "The user's bookings split into context.upcoming and context.previous", body: B.BookingHistoryBody, response: { 200: B.BookingHistoryResponse } },
  getCampaignBanners: { method: 'GET', path: '/api/campaigns/campaign-banners/', tag: 'content', auth: 'none', summary: 'Campaign banners for a page', querystring: Co.CampaignBannersQuery, response: { 200: Co.CampaignBannersResponse } },
  getCampaignBanner: { method: 'GET', path: '/api/campaigns/campaign-banners/:id/', tag: 'content', auth: 'none', summary: 'One campaign banner', params: Co.CampaignBannerParam, response: { 200: Co.CampaignBanner } },
  getContentMeta: { method: 'GET', path: '/api/v3/contents/meta/', tag: 'content', auth: 'none', summary: 'SEO content of a page: title, meta, link, structured data, footer interlinks', querystring: Co.ContentMetaQuery, response: { 200: Co.SeoMeta } },
  getFaqs: { method: 'GET', path: '/api/v1/posts/faqs/', tag: 'content', auth: 'none', summary: 'Questions and answers of a page (page size 5)', querystring: Co.FaqQuery, response: { 200: Co.QnaResponse } },
  addQuestion: { method: 'POST', path: '/api/v1/posts/add/question/', tag: 'content', auth: 'optional', summary: 'Ask a question on a page', body: Co.AddQuestionBody, response: { 201: Co.AddQuestionResponse } },
  getContentsV2: { method: 'GET', path: '/api/v2/contents/', tag: 'content', auth: 'none', summary: 'Content values by comma-separated keys', querystring: Co.ContentsV2Query, response: { 200: Co.ContentsResponse } },
  getContentsV1: { method: 'GET', path: '/api/v1/contents/', tag: 'content', auth: 'none', summary: 'One content value by key', querystring: Co.ContentsV1Query, response: { 200: Co.ContentsResponse } },
  getLandingPageContent: { method: 'GET', path: '/api/v1/contents/landing-page/', tag: 'content', auth: 'none', summary: 'Landing sections: cities, budget, couple_friendly_hotels, hotels_with_free_breakfast', querystring: Co.LandingPageQuery, response: { 200: Co.ContentsResponse } },
  getPopularCities: { method: 'GET', path: '/api/v1/popular-cities/', tag: 'catalogue', auth: 'none', summary: 'Popular cities', response: { 200: Cat.CitiesResponse } },
  getCities: { method: 'GET', path: '/api/v2/cities/', tag: 'catalogue', auth: 'none', summary: 'All cities sorted by name', response: { 200: Cat.CitiesResponse } },
  getFeedback: { method: 'GET', path: '/api/v1/feedbacks/:id/', tag: 'feedback', auth: 'none', summary: 'A feedback form of a stay (id from the feedback link)', params: E.FeedbackParam, response: { 200: E.Feedback } },
  updateFeedback: { method: 'PUT', path: '/api/v1/feedbacks/', tag: 'feedback', auth: 'none', summary: 'Change a feedback', body: E.FeedbackBody, response: { 200: E.Feedback } },
  submitFeedbackV2: { method: 'PUT', path: '/api/feedback/v2/feedbacks/', tag: 'feedback', auth: 'none', summary: 'Submit a feedback {review_text, rating, others}', body: E.FeedbackBody, response: { 200: E.Feedback } },
  getPsychologicalTriggers: { method: 'GET', path: '/api/v1/psychological-triggers/', tag: 'pricing', auth: 'none', summary: 'Urgency and social-proof texts per hotel', querystring: P.TriggersQuery, response: { 200: P.TriggersResponse } },
  getHotelPrices: { method: 'GET', path: '/api/v6/pricing/hotels/', tag: 'pricing', auth: 'optional', summary: 'Prices and availability of many hotels for a stay', querystring: P.HotelPricesQuery, response: { 200: P.HotelPricesResponse } },
  getRoomPrices: { method: 'GET', path: '/api/v5/pricing/hotels/:hotelId/room-prices/', tag: 'pricing', auth: 'optional', summary: 'Room-type and rate-plan prices of one hotel', params: HotelIdParam, querystring: P.RoomPricesQuery, response: { 200: P.RoomPricesResponse } },
  getCorporatePrice: { method: 'POST', path: '/api/athena/corporate-price/', tag: 'pricing', auth: 'optional', summary: 'Corporate prices (query parameters, no body)', querystring: P.CorporatePriceQuery, response: { 200: P.CorporatePriceResponse } },
  getFacilities: { method: 'GET', path: '/api/v1/facilities/', tag: 'catalogue', auth: 'none', summary: 'All amenities', response: { 200: Cat.FacilitiesResponse } },
  getCancellationDetails: { method: 'GET', path: '/api/growth/cancellation/booking_details/:id', tag: 'bookings', auth: 'none', summary: 'Booking details for the /c-{hash}/ page (id is the cancellation hash)', params: B.CancellationParam, response: { 200: B.CancellationDetails } },
  cancelBooking: { method: 'POST', path: '/api/growth/cancellation/cancel-booking/', tag: 'bookings', auth: 'none', summary: 'Cancel with the hash: status CANCEL, inventory returned', body: B.CancelBookingBody, response: { 200: B.CancellationDetails } },

  // ---- designed by us (SPEC.md lists them without paths) ----
  getHotelDetails: { method: 'GET', path: '/api/v1/hotels/:hotelId/', tag: 'catalogue', auth: 'none', summary: 'Hotel details', params: HotelIdParam, response: { 200: H.HotelDetails } },
  searchHotels: { method: 'GET', path: '/api/v1/search/hotels/', tag: 'catalogue', auth: 'none', summary: 'Hotels of a listing (city, locality, landmark, amenity, category or near lat/lng)', querystring: Cat.SearchHotelsQuery, response: { 200: Cat.SearchHotelsResponse } },
  getSearchSuggestions: { method: 'GET', path: '/api/v1/search/suggestions/', tag: 'catalogue', auth: 'none', summary: 'Suggestions: city, locality, landmark, amenity, hotel', querystring: Cat.SuggestionsQuery, response: { 200: Cat.SuggestionsResponse } },
  sendOtp: { method: 'POST', path: '/api/v1/auth/otp/send/', tag: 'auth', auth: 'none', summary: 'Send a login OTP (valid 10 min)', body: A.OtpSendBody, response: { 200: A.OtpSendResponse } },
  resendOtp: { method: 'POST', path: '/api/v1/auth/otp/resend/', tag: 'auth', auth: 'none', summary: 'Resend after 30 s, at most 6 times', body: A.OtpSendBody, response: { 200: A.OtpSendResponse } },
  verifyOtp: { method: 'POST', path: '/api/v1/auth/otp/verify/', tag: 'auth', auth: 'none', summary: 'Verify the OTP and log in (3 wrong tries then 429)', body: A.OtpVerifyBody, response: { 200: A.LoginResponse } },
  getDevOtpInbox: { method: 'GET', path: '/api/dev/otp-inbox/', tag: 'dev', auth: 'none', summary: 'Development only: the last OTP sent to a phone', querystring: A.OtpInboxQuery, response: { 200: A.OtpInboxResponse } },
  getProfile: { method: 'GET', path: '/api/v1/profile/', tag: 'profile', auth: 'required', summary: 'Profile of the user', response: { 200: A.Profile } },
  updateProfile: { method: 'PUT', path: '/api/v1/profile/', tag: 'profile', auth: 'required', summary: 'Update the profile', body: A.ProfileUpdateBody, response: { 200: A.ProfileUpdateResponse } },
  getCompanyProfile: { method: 'GET', path: '/api/v1/profile/gstin/', tag: 'profile', auth: 'required', summary: 'Company profile (GSTIN)', response: { 200: A.CompanyProfile } },
  updateGstin: { method: 'PUT', path: '/api/v1/profile/gstin/', tag: 'profile', auth: 'required', summary: 'Update company name, address and GSTIN', body: A.GstinBody, response: { 200: A.CompanyProfile } },
  getWhatsappOptIn: { method: 'GET', path: '/api/v1/profile/whatsapp/', tag: 'profile', auth: 'required', summary: 'WhatsApp opt-in', response: { 200: A.WhatsappOptIn } },
  setWhatsappOptIn: { method: 'PUT', path: '/api/v1/profile/whatsapp/', tag: 'profile', auth: 'required', summary: 'Set WhatsApp opt-in', body: A.WhatsappOptIn, response: { 200: A.WhatsappOptIn } },
  createItinerary: { method: 'POST', path: '/api/v1/checkout/itinerary/', tag: 'checkout', auth: 'optional', summary: 'Start a checkout (bid) for a hotel, room type, rate plan and stay', body: Ch.CreateItineraryBody, response: { 201: Ch.Checkout } },
  getItinerary: { method: 'GET', path: '/api/v1/checkout/itinerary/:bid/', tag: 'checkout', auth: 'optional', summary: 'Checkout details', params: Ch.BidParam, response: { 200: Ch.Checkout } },
  applyCoupon: { method: 'POST', path: '/api/v1/checkout/itinerary/:bid/coupon/', tag: 'checkout', auth: 'optional', summary: 'Apply a coupon', params: Ch.BidParam, body: Ch.CouponBody, response: { 200: Ch.Checkout } },
  removeCoupon: { method: 'DELETE', path: '/api/v1/checkout/itinerary/:bid/coupon/', tag: 'checkout', auth: 'optional', summary: 'Remove the coupon', params: Ch.BidParam, response: { 200: Ch.Checkout } },
  applyWallet: { method: 'POST', path: '/api/v1/checkout/itinerary/:bid/wallet/', tag: 'checkout', auth: 'required', summary: 'Apply wallet points', params: Ch.BidParam, response: { 200: Ch.Checkout } },
  removeWallet: { method: 'DELETE', path: '/api/v1/checkout/itinerary/:bid/wallet/', tag: 'checkout', auth: 'required', summary: 'Remove wallet points', params: Ch.BidParam, response: { 200: Ch.Checkout } },
  payNow: { method: 'POST', path: '/api/v1/checkout/itinerary/:bid/pay-now/', tag: 'payments', auth: 'optional', summary: 'Book and pay the full amount through the gateway (Idempotency-Key header)', params: Ch.BidParam, headers: Ch.IdempotencyHeaders, body: Ch.PayBody, response: { 200: Ch.PaymentResponse } },
  partPay: { method: 'POST', path: '/api/v1/checkout/itinerary/:bid/part-pay/', tag: 'payments', auth: 'optional', summary: 'Book and pay the part-pay amount now (Idempotency-Key header)', params: Ch.BidParam, headers: Ch.IdempotencyHeaders, body: Ch.PayBody, response: { 200: Ch.PaymentResponse } },
  payAtHotel: { method: 'POST', path: '/api/v1/checkout/itinerary/:bid/pay-at-hotel/', tag: 'payments', auth: 'optional', summary: 'Book and pay at the hotel: OTP, or OTP-less when logged in (Idempotency-Key header)', params: Ch.BidParam, headers: Ch.IdempotencyHeaders, body: Ch.PayAtHotelBody, response: { 200: Ch.PaymentResponse } },
  getPaymentStatus: { method: 'GET', path: '/api/v1/payments/:orderId/status/', tag: 'payments', auth: 'none', summary: 'Payment status for polling (max 10 attempts on the client)', params: OrderIdParam, response: { 200: Ch.PaymentStatusResponse } },
  gatewayCallback: { method: 'POST', path: '/api/v1/payments/gateway/callback/', tag: 'payments', auth: 'none', summary: 'Gateway callback: HMAC-SHA256(order_id|payment_id) verified, confirms once', body: Ch.GatewayCallbackBody, response: { 200: Ch.PaymentStatusResponse } },
  getPaymentMethods: { method: 'GET', path: '/api/v1/payments/methods/', tag: 'payments', auth: 'none', summary: 'Payment methods', response: { 200: Ch.PaymentMethodsResponse } },
  getPaymentOffers: { method: 'GET', path: '/api/v1/payments/offers/', tag: 'payments', auth: 'none', summary: 'Payment offers', response: { 200: Ch.PaymentOffersResponse } },
  getBookingDetail: { method: 'GET', path: '/api/v1/booking/:orderId/', tag: 'bookings', auth: 'required', summary: 'One booking of the user (another user’s booking is 404)', params: OrderIdParam, response: { 200: B.BookingHistoryItem } },
  getWebCheckin: { method: 'GET', path: '/api/v1/web-checkin/:hash/', tag: 'bookings', auth: 'none', summary: 'Web check-in form of a booking', params: B.WebCheckinParam, response: { 200: B.WebCheckin } },
  submitWebCheckin: { method: 'POST', path: '/api/v1/web-checkin/:hash/', tag: 'bookings', auth: 'none', summary: 'Submit web check-in', params: B.WebCheckinParam, body: B.WebCheckinBody, response: { 200: B.WebCheckin } },
  getWallet: { method: 'GET', path: '/api/v1/wallet/', tag: 'wallet', auth: 'required', summary: 'Wallet balance and loyalty tier', response: { 200: E.WalletResponse } },
  getWalletStatements: { method: 'GET', path: '/api/v1/wallet/statements/', tag: 'wallet', auth: 'required', summary: 'Wallet statements', querystring: E.ReviewsQuery, response: { 200: E.WalletStatementsResponse } },
  getReviews: { method: 'GET', path: '/api/v1/hotels/:hotelId/reviews/', tag: 'reviews', auth: 'none', summary: 'Reviews of a hotel (page size 10)', params: HotelIdParam, querystring: E.ReviewsQuery, response: { 200: E.ReviewsResponse } },
  submitReview: { method: 'POST', path: '/api/v1/hotels/:hotelId/reviews/', tag: 'reviews', auth: 'required', summary: 'Write a review', params: HotelIdParam, body: E.ReviewBody, response: { 201: E.Review } },
  getHotelQuestions: { method: 'GET', path: '/api/v1/hotels/:hotelId/questions/', tag: 'reviews', auth: 'none', summary: 'Q&A of a hotel', params: HotelIdParam, querystring: E.ReviewsQuery, response: { 200: Co.QnaResponse } },
  askHotelQuestion: { method: 'POST', path: '/api/v1/hotels/:hotelId/questions/', tag: 'reviews', auth: 'optional', summary: 'Ask a question about a hotel', params: HotelIdParam, body: Type.Object({ question: Co.AddQuestionBody.properties.question }), response: { 201: Co.AddQuestionResponse } },
  createShortLink: { method: 'POST', path: '/api/v1/short-links/', tag: 'content', auth: 'none', summary: 'Shorten a link with a social title and image', body: Co.ShortLinkBody, response: { 201: Co.ShortLinkResponse } },
  getShortLink: { method: 'GET', path: '/api/v1/short-links/:code/', tag: 'content', auth: 'none', summary: 'Resolve a short link', params: Co.ShortLinkParam, response: { 200: Co.ShortLinkResponse } },
  health: { method: 'GET', path: '/api/health', tag: 'system', auth: 'none', summary: 'Liveness', response: { 200: Ok } },
});

export type Contract = typeof CONTRACT;
export type OperationId = keyof Contract;

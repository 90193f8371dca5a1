import { toCheckoutQuery, type CheckoutQuery } from '@nivaas/domain/prices';

/**
 * Link builders: one per route of the route table (route-table.ts), so every link of the site is built
 * here and a URL changes in one place; paths.spec.ts proves each builder's link matches its route.
 * Parameters are slugified or encoded; a query string is appended as given.
 */

/** Lower-case, hyphen-separated ASCII: what the catalogue's slugs look like. */
export function slugify(text: string): string {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function withQuery(path: string, query?: string | URLSearchParams): string {
  const text = query === undefined ? '' : String(query);
  if (!text) return path;
  return `${path}${text.startsWith('?') ? text : `?${text}`}`;
}

/** An opaque id or hash the API issued (booking id, cancellation hash, reset token), safe in a path segment. */
const token = (value: string | number): string => encodeURIComponent(String(value));
/** Digits only: a hotel id. */
const digits = (value: string | number): string => String(value).replace(/\D/g, '');

export interface HotelPathInput {
  readonly citySlug: string;
  readonly hotelName: string;
  readonly hotelId: number | string;
}

/** /hotels-in-{city}/{hotelSlug}-{hotelId}/ */
export function hotelPath({ citySlug, hotelName, hotelId }: HotelPathInput, query?: string | URLSearchParams): string {
  const slug = slugify(hotelName) || 'hotel';
  return withQuery(`/hotels-in-${slugify(citySlug)}/${slug}-${digits(hotelId)}/`, query);
}

/** /search/ or /search/{encodedUri}/ */
export function searchPath(term?: string, query?: string | URLSearchParams): string {
  const trimmed = term?.trim();
  return withQuery(trimmed ? `/search/${encodeURIComponent(trimmed)}/` : '/search/', query);
}

/** /login/?redirect=... (only a same-site path is kept as a redirect). */
export function loginPath(redirect?: string, options: { readonly phone?: string } = {}): string {
  const query = new URLSearchParams();
  if (redirect && isSameSitePath(redirect)) query.set('redirect', redirect);
  const phone = loginPhoneOf(options.phone);
  if (phone) query.set(LOGIN_PHONE_PARAM, phone);
  const text = query.toString();
  return text ? `/login/?${text}` : '/login/';
}

/** The /login/ query parameter that pre-fills the sign-in's mobile number (an Indian mobile: OTP goes by SMS). */
export const LOGIN_PHONE_PARAM = 'phone';

/** A number the sign-in may be pre-filled with: 10 digits from 6-9 (the OTP's PhoneNumber), else null. */
export function loginPhoneOf(value: string | null | undefined): string | null {
  const digits = value?.trim() ?? '';
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The fragment of /login/ that opens its "Forgot password?" form (a reset link that expired points there). */
export const FORGOT_PASSWORD_ANCHOR = 'forgot-password';

/** /login/#forgot-password: the sign-in page with its "Forgot password?" form open. */
export const forgotPasswordPath = (): string => `/login/#${FORGOT_PASSWORD_ANCHOR}`;

/** A redirect target must stay on this site: a path, never `//host` or a scheme. */
export function isSameSitePath(target: string): boolean {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** / */
export const homePath = (query?: string | URLSearchParams): string => withQuery('/', query);
/** /cities/ */
export const citiesPath = (): string => '/cities/';
/** /itinerary/ with the checkout query of docs/rules.md section 2 (toCheckoutQuery builds it). */
export const itineraryPath = (query?: CheckoutQuery | string | URLSearchParams): string =>
  withQuery(
    '/itinerary/',
    query === undefined || typeof query === 'string' || query instanceof URLSearchParams
      ? query
      : toCheckoutQuery(query),
  );
/** /confirmation/{bookingId}/ */
export const confirmationPath = (bookingId: string, bookingToken?: string): string =>
  withQuery(`/confirmation/${token(bookingId)}/`, bookingToken ? new URLSearchParams({ t: bookingToken }) : undefined);
/** /user/reset-password/{resetToken}/ */
export const resetPasswordPath = (resetToken: string): string => `/user/reset-password/${token(resetToken)}/`;
/** /account/booking-history/ */
export const bookingHistoryPath = (): string => '/account/booking-history/';
/** /account/booking-history/{bookingId}/ */
export const bookingDetailPath = (bookingId: string): string => `/account/booking-history/${token(bookingId)}/`;
/** /c-{cancellationHash}/ */
export const cancellationPath = (cancellationHash: string): string => `/c-${token(cancellationHash)}/`;
/** /tripadvisor/reviews-{hotelId}/ */
export const reviewsPath = (hotelId: number | string): string => `/tripadvisor/reviews-${digits(hotelId)}/`;
/** /tripadvisor/thank-you/ */
export const reviewSubmittedPath = (): string => '/tripadvisor/thank-you/';
/** /faq/ (page 2 on is ?page=2) */
export const faqPath = (page = 1): string => (page > 1 ? `/faq/?page=${Math.trunc(page)}` : '/faq/');
/** /rewards/ */
export const rewardsPath = (): string => '/rewards/';
/** /introducing-rewards/ */
export const introducingRewardsPath = (): string => '/introducing-rewards/';
/** /feedback/{feedbackId}/ */
export const feedbackPath = (feedbackId: string): string => `/feedback/${token(feedbackId)}/`;
/** /feedback/{feedbackId}/change/ */
export const feedbackChangePath = (feedbackId: string): string => `/feedback/${token(feedbackId)}/change/`;
/** /feedback/{feedbackId}/thanks/ */
export const feedbackThanksPath = (feedbackId: string): string => `/feedback/${token(feedbackId)}/thanks/`;
/** /payment-process/{bookingId}/ */
export const paymentProcessPath = (bookingId: string, bookingToken?: string): string =>
  withQuery(
    `/payment-process/${token(bookingId)}/`,
    bookingToken ? new URLSearchParams({ t: bookingToken }) : undefined,
  );
/** /razorpay-payment-process/ (the provider's callback adds its query) */
export const razorpayPaymentProcessPath = (query?: string | URLSearchParams): string =>
  withQuery('/razorpay-payment-process/', query);
/** /aboutus/ */
export const aboutPath = (): string => '/aboutus/';
/** /web-checkin/{hash}/ */
export const webCheckinPath = (hash: string): string => `/web-checkin/${token(hash)}/`;
/** /my-profile/ */
export const myProfilePath = (): string => '/my-profile/';
/** /update-profile/ */
export const updateProfilePath = (): string => '/update-profile/';
/** /our-brands/ */
export const ourBrandsPath = (): string => '/our-brands/';
/** /brands/{product}/ */
export const brandPath = (product: string): string => `/brands/${slugify(product)}/`;
export { withQuery };

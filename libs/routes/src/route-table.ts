/**
 * The route table of docs/rules.md section 2: one entry per screen, in match order.
 * The shell, the shell server and every link builder read this table; nothing
 * else decides which URL shows which screen or how long its HTML may be cached.
 */
export type RemoteName = 'discovery' | 'hotel' | 'checkout' | 'account';
export type Owner = 'shell' | RemoteName;

/** Cache lifetime of a route's HTML: one hour, or none (docs/rules.md section 9: 3600000 ms or none). */
export type CacheLifetime = '1h' | 'none';

export type AnalyticsPageName = 'Home' | 'Search' | 'Hotels In City' | 'Hotel Detail' | 'Itinerary' | 'Confirmation';

export interface RouteDefinition {
  /** Path template; `{name}` is one parameter. Every template ends with a slash. */
  readonly pattern: string;
  readonly screen: string;
  readonly owner: Owner;
  readonly cache: CacheLifetime;
  readonly pageName?: AnalyticsPageName;
  /**
   * A content page (docs/rules.md section 1: FAQ, the rewards information page, the about and brand pages): the shell
   * server draws it in the HTML although its HTML is not cached. Every 1 h route is drawn there too.
   */
  readonly content?: true;
}

const route = <const R extends RouteDefinition>(r: R): R => r;

export const ROUTES = [
  route({ pattern: '/', screen: 'home', owner: 'discovery', cache: '1h', pageName: 'Home' }),
  route({ pattern: '/cities/', screen: 'cities', owner: 'discovery', cache: '1h' }),
  route({ pattern: '/search/', screen: 'search', owner: 'discovery', cache: 'none', pageName: 'Search' }),
  route({ pattern: '/search/{encodedUri}/', screen: 'search', owner: 'discovery', cache: 'none', pageName: 'Search' }),
  route({
    pattern: '/hotels-in-{city}-with-{amenity}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-in-{locality}-{city}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-in-{city}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-with-{amenity}-in-{city}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-near-me/',
    screen: 'listing',
    owner: 'discovery',
    cache: 'none',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-near-{landmark}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/{category}-near-me/',
    screen: 'listing',
    owner: 'discovery',
    cache: 'none',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/{category}-near-{landmark}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/{category}-in-{locality}-{city}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/{category}-in-{city}/',
    screen: 'listing',
    owner: 'discovery',
    cache: '1h',
    pageName: 'Hotels In City',
  }),
  route({
    pattern: '/hotels-in-{city}/{hotelSlug}-{hotelId}/',
    screen: 'hotel-details',
    owner: 'hotel',
    cache: '1h',
    pageName: 'Hotel Detail',
  }),
  route({ pattern: '/itinerary/', screen: 'itinerary', owner: 'checkout', cache: 'none', pageName: 'Itinerary' }),
  route({
    pattern: '/confirmation/{bookingId}/',
    screen: 'confirmation',
    owner: 'checkout',
    cache: 'none',
    pageName: 'Confirmation',
  }),
  route({ pattern: '/login/', screen: 'login', owner: 'shell', cache: '1h' }),
  route({ pattern: '/user/reset-password/{resetToken}/', screen: 'reset-password', owner: 'account', cache: '1h' }),
  route({ pattern: '/account/booking-history/', screen: 'booking-history', owner: 'account', cache: 'none' }),
  route({
    pattern: '/account/booking-history/{bookingId}/',
    screen: 'booking-detail',
    owner: 'account',
    cache: 'none',
  }),
  route({ pattern: '/c-{cancellationHash}/', screen: 'booking-cancellation', owner: 'account', cache: 'none' }),
  route({ pattern: '/tripadvisor/reviews-{hotelId}/', screen: 'reviews', owner: 'hotel', cache: 'none' }),
  route({ pattern: '/tripadvisor/thank-you/', screen: 'review-submitted', owner: 'hotel', cache: '1h' }),
  route({ pattern: '/faq/', screen: 'faq', owner: 'discovery', cache: '1h', content: true }),
  route({ pattern: '/rewards/', screen: 'rewards', owner: 'account', cache: 'none' }),
  route({
    pattern: '/introducing-rewards/',
    screen: 'introducing-rewards',
    owner: 'account',
    cache: 'none',
    content: true,
  }),
  route({ pattern: '/feedback/{feedbackId}/', screen: 'feedback', owner: 'account', cache: 'none' }),
  route({ pattern: '/feedback/{feedbackId}/change/', screen: 'feedback-change', owner: 'account', cache: 'none' }),
  route({ pattern: '/feedback/{feedbackId}/thanks/', screen: 'feedback-thanks', owner: 'account', cache: 'none' }),
  route({ pattern: '/payment-process/{bookingId}/', screen: 'payment-process', owner: 'checkout', cache: 'none' }),
  route({
    pattern: '/razorpay-payment-process/',
    screen: 'razorpay-payment-process',
    owner: 'checkout',
    cache: 'none',
  }),
  route({ pattern: '/aboutus/', screen: 'about', owner: 'discovery', cache: 'none', content: true }),
  route({ pattern: '/web-checkin/{hash}/', screen: 'web-checkin', owner: 'account', cache: 'none' }),
  route({ pattern: '/my-profile/', screen: 'my-profile', owner: 'account', cache: 'none' }),
  route({ pattern: '/update-profile/', screen: 'update-profile', owner: 'account', cache: 'none' }),
  route({ pattern: '/our-brands/', screen: 'our-brands', owner: 'discovery', cache: 'none', content: true }),
  route({ pattern: '/brands/{product}/', screen: 'brand', owner: 'discovery', cache: 'none', content: true }),
] as const;

export type RouteTable = typeof ROUTES;
export type AnyRoute = RouteTable[number];

/** The screen shown for any path the table does not know (docs/rules.md: "anything else"). */
export const NOT_FOUND_SCREEN = 'not-found';

/** Screen ids owned by one remote (or by the shell), derived from the table. */
export type ScreenIdOf<O extends Owner> = Extract<AnyRoute, { owner: O }>['screen'];
export type ScreenId = AnyRoute['screen'] | typeof NOT_FOUND_SCREEN;
export const REMOTE_NAMES: readonly RemoteName[] = ['discovery', 'hotel', 'checkout', 'account'];

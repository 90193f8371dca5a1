import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { strictInput } from '@nivaas/api-client/contract';
import { VITAL_NAMES, type VitalName } from '../../observability/metrics';

/**
 * The shell's route families: the `screen` of each route of @nivaas/routes (route-table.ts), plus not-found. The API
 * cannot import that browser library, so the list is kept here; vitals-routes.spec.ts reads the table and fails when
 * the two part.
 */
export const ROUTE_FAMILIES = [
  'about',
  'booking-cancellation',
  'booking-detail',
  'booking-history',
  'brand',
  'cities',
  'confirmation',
  'faq',
  'feedback',
  'feedback-change',
  'feedback-thanks',
  'home',
  'hotel-details',
  'introducing-rewards',
  'itinerary',
  'listing',
  'login',
  'my-profile',
  'not-found',
  'our-brands',
  'payment-process',
  'razorpay-payment-process',
  'reset-password',
  'review-submitted',
  'reviews',
  'rewards',
  'search',
  'update-profile',
  'web-checkin',
] as const;
/** From navigator.deviceMemory and hardwareConcurrency (the shell's vitals reporter). */
export const DEVICE_CLASSES = ['low', 'mid', 'high', 'unknown'] as const;
/** navigator.connection.effectiveType, or unknown where the browser does not say (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
/** web-vitals' navigationType. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

/**
 * The largest value each vital may carry (milliseconds; CLS has no unit): a minute is no real page's paint, and a
 * layout shift score of 10 is a page that never stood still. Anything beyond is a broken or forged beacon.
 */
export const VITAL_MAXIMA: { readonly [K in VitalName]: number } = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));

export const VitalSample = Type.Object({
  name: literals(VITAL_NAMES),
  value: Type.Number({ minimum: 0, maximum: 60_000 }),
  route_family: literals(ROUTE_FAMILIES),
  device: literals(DEVICE_CLASSES),
  connection: literals(CONNECTION_TYPES),
  navigation_type: literals(NAVIGATION_TYPES),
});
export type VitalSample = Static<typeof VitalSample>;

/** One beacon: the values a page batched until it was hidden, or a single sample. */
export const VitalsBeacon = strictInput(
  Type.Union([VitalSample, Type.Array(VitalSample, { minItems: 1, maxItems: 20 })]),
);

/**
 * The beacon's samples, or the reasons it is refused. Checked here, not by the route's schema: Fastify's validator
 * coerces types (a null value would become 0, a NaN recorded as a fast page), and a beacon is taken as it came.
 */
export function checkBeacon(body: unknown): { samples: readonly VitalSample[] } | { errors: readonly string[] } {
  const errors = [...Value.Errors(VitalsBeacon, body)]
    .slice(0, 10)
    .map((error) => `body${error.instancePath.replace(/\//g, '.')} ${error.message}`);
  if (errors.length > 0) return { errors };
  const samples = Array.isArray(body) ? (body as VitalSample[]) : [body as VitalSample];
  const over = samples
    .filter((sample) => !(sample.value <= VITAL_MAXIMA[sample.name as VitalName]))
    .map((sample) => `${sample.name} must be at most ${VITAL_MAXIMA[sample.name as VitalName]}`);
  return over.length > 0 ? { errors: over } : { samples };
}

import type { Queryable } from '../../db/database';
import type { Locale } from '@nivaas/i18n';
import type { Catalogue } from '../../catalogue/catalogue-store';

/** Thresholds of the urgency and social-proof texts; each text states the real number behind it. */
export const TRIGGER_RULES = {
  /** Rooms left for the stay (all room types, busiest night) at or below which scarcity is shown. */
  scarcityAtMost: 5,
  /** Confirmed bookings made in the last 24 hours from which recent bookings are shown. */
  recentBookingsAtLeast: 2,
  /** Confirmed bookings made in the last 7 days from which popularity is shown. */
  popularBookingsAtLeast: 10,
  /** Top rated: average of the hotel's reviews, and the least number of reviews it rests on. */
  topRatedAtLeast: 4.5,
  topRatedMinReviews: 10,
} as const;

/** The English templates of the trigger texts; `.one` and `.other` are the plural forms the locale's rules pick. */
export const TRIGGER_TEXTS = {
  'trigger.scarcity.one': 'Only {count} room left',
  'trigger.scarcity.other': 'Only {count} rooms left',
  'trigger.recent_bookings': 'Booked {count} times in the last 24 hours',
  'trigger.popular': 'Booked {count} times in the last 7 days',
  'trigger.top_rated': 'Rated {rating} by {count} guests',
} as const;

export interface Trigger {
  hotel_id: number;
  triggerType: 'scarcity' | 'recent_bookings' | 'popular' | 'top_rated';
  displayText: string;
  count: number;
  rating?: number;
}

/** Confirmed bookings per hotel made in the last 24 hours and 7 days before `now` (the app's clock). */
export async function recentBookings(
  db: Queryable,
  hotelIds: readonly number[],
  now: Date,
): Promise<Map<number, { day: number; week: number }>> {
  const rows = await db.query<{ hotel_id: number; day: number; week: number }>(
    `SELECT hotel_id,
       count(*) FILTER (WHERE created_at > $2::timestamptz - interval '24 hours')::int AS day,
       count(*)::int AS week
     FROM bookings
     WHERE hotel_id = ANY($1::int[]) AND status = 'CONFIRMED'
       AND created_at > $2::timestamptz - interval '7 days' AND created_at <= $2::timestamptz
     GROUP BY hotel_id`,
    [hotelIds, now.toISOString()],
  );
  return new Map(rows.map((r) => [r.hotel_id, { day: r.day, week: r.week }]));
}

/**
 * Honest urgency texts, each derived from data and stating it: rooms really left for the stay asked
 * (only when dates are given), bookings really made, the average of real reviews. Never invented.
 */
export function triggersFor(
  catalogue: Catalogue,
  hotelId: number,
  booked: Map<string, number> | null,
  bookings: { day: number; week: number } | undefined,
  locale: Locale,
): Trigger[] {
  const hotel = catalogue.hotelsById.get(hotelId);
  if (!hotel) return [];
  const say = (key: keyof typeof TRIGGER_TEXTS, values: Record<string, number>) =>
    catalogue.text(locale, key, TRIGGER_TEXTS[key], values);
  const out: Trigger[] = [];
  if (booked) {
    const left = (catalogue.roomTypes.get(hotelId) ?? []).reduce(
      (sum, rt) => sum + Math.max(0, rt.room_count - (booked.get(`${hotelId}|${rt.type}`) ?? 0)),
      0,
    );
    if (left > 0 && left <= TRIGGER_RULES.scarcityAtMost)
      out.push({
        hotel_id: hotelId,
        triggerType: 'scarcity',
        displayText: say(
          new Intl.PluralRules(locale).select(left) === 'one' ? 'trigger.scarcity.one' : 'trigger.scarcity.other',
          { count: left },
        ),
        count: left,
      });
  }
  const day = bookings?.day ?? 0;
  const week = bookings?.week ?? 0;
  if (day >= TRIGGER_RULES.recentBookingsAtLeast)
    out.push({
      hotel_id: hotelId,
      triggerType: 'recent_bookings',
      displayText: say('trigger.recent_bookings', { count: day }),
      count: day,
    });
  if (week >= TRIGGER_RULES.popularBookingsAtLeast)
    out.push({
      hotel_id: hotelId,
      triggerType: 'popular',
      displayText: say('trigger.popular', { count: week }),
      count: week,
    });
  if (hotel.rating >= TRIGGER_RULES.topRatedAtLeast && hotel.rating_count >= TRIGGER_RULES.topRatedMinReviews)
    out.push({
      hotel_id: hotelId,
      triggerType: 'top_rated',
      displayText: say('trigger.top_rated', { rating: hotel.rating, count: hotel.rating_count }),
      count: hotel.rating_count,
      rating: hotel.rating,
    });
  return out;
}

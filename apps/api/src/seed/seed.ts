import type { Database, Queryable } from '../db/database';
import { CLOSED_HOTEL_IDS, generateCatalogue } from './generate-catalogue';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { englishText } from '../i18n/content-texts';
import { COUPONS, couponValues } from './reference-data';
import { translationRows } from './translations';
import { FAQ_QUESTIONS } from './faq-data';
import { hotelPolicies, type PolicySource } from './hotel-policies';

/** Demo users (phone, name, tier, wallet points): log in with OTP; see README. */
export const DEMO_USERS = [
  { phone: '9000000001', first: 'Asha', last: 'Rao', email: 'asha@example.in', tier: 'platinum', points: 1500 },
  { phone: '9000000002', first: 'Dev', last: 'Menon', email: 'dev@example.in', tier: 'gold', points: 800 },
  { phone: '9000000003', first: 'Isha', last: 'Kapoor', email: 'isha@example.in', tier: 'silver', points: 250 },
] as const;

/**
 * Seeds an empty database once. Each table goes in one statement: the rows travel as one JSON
 * parameter and PostgreSQL expands them (jsonb_populate_recordset), which keeps seeding well under
 * a second even in PGlite.
 */
export async function seedIfEmpty(db: Database): Promise<{ seeded: boolean; ms: number }> {
  const started = Date.now();
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cities');
  if (row && row.n > 0) {
    // A database seeded before hotel policies existed gets them now (migration 4 made the table), one seeded by
    // an older generator gets the current texts (refreshSeedContent), and one seeded before hotel names were unique
    // gets its repeated names replaced.
    await db.transaction(async (tx) => {
      await seedPoliciesIfMissing(tx);
      await refreshSeedContent(tx);
      await renameRepeatedHotels(tx);
      await closeHotels(tx);
      await seedTranslations(tx);
    });
    return { seeded: false, ms: 0 };
  }
  const c = generateCatalogue();
  await db.transaction(async (tx) => {
    await bulk(tx, 'cities', c.cities);
    await bulk(tx, 'localities', c.localities);
    await bulk(tx, 'landmarks', c.landmarks);
    await bulk(tx, 'amenities', c.amenities);
    await bulk(tx, 'hotels', c.hotels);
    await bulk(tx, 'room_types', c.roomTypes);
    await seedPoliciesIfMissing(tx);
    await bulk(tx, 'reviews', c.reviews, 'hotel_id, user_name, rating, title, text, source, created_at');
    await bulk(tx, 'questions', [...c.questions, ...FAQ_QUESTIONS], 'hotel_id, page, question, answers');
    const coupons = COUPONS.map((k) => ({
      code: k.code,
      description: englishText(
        DEFAULT_LOCALE,
        `coupon.${k.code}`,
        k.description,
        couponValues({ percent: k.percent, max_discount: k.max, min_amount: k.min }),
      ),
      percent: k.percent,
      max_discount: k.max,
      min_amount: k.min,
      first_booking_only: k.firstBooking,
      login_required: k.login,
    }));
    await bulk(tx, 'coupons', coupons);
    await seedTranslations(tx);
    await tx.query('UPDATE seed_content SET version = $1', [SEED_CONTENT_VERSION]);
    for (const u of DEMO_USERS) {
      const [user] = await tx.query<{ id: number }>(
        'INSERT INTO users (phone, email, first_name, last_name, loyalty_tier) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [u.phone, u.email, u.first, u.last, u.tier],
      );
      await tx.query(
        `INSERT INTO wallet_txns (user_id, type, amount, description, expires_at) VALUES ($1, 'credit', $2, 'Welcome points', now() + interval '180 days')`,
        [user?.id, u.points],
      );
    }
  });
  return { seeded: true, ms: Date.now() - started };
}

/**
 * The version of the generated texts: raise it when the generator's policies, Q&A, FAQ or reviews change, and
 * every database seeded before gets them on its next start. 2: one source for check-in times and ID
 * rules, reviews that speak of what each hotel has, a FAQ that agrees with the site. 3: times and figures of the
 * policies and FAQ written by Intl, as their translations are.
 */
export const SEED_CONTENT_VERSION = 3;

/**
 * Replaces what the generator wrote (hotel policies, the hotel Q&A and site FAQ it answered, the seeded reviews
 * and the ratings made of them) when the database holds an older version; what guests wrote (questions still
 * pending, reviews of their stays) is kept. One transaction, claimed by raising the version first, so of
 * several instances starting together one refreshes and the others see it done.
 */
async function refreshSeedContent(tx: Queryable): Promise<void> {
  const claimed = await tx.query<{ version: number }>(
    'UPDATE seed_content SET version = $1 WHERE version < $1 RETURNING version',
    [SEED_CONTENT_VERSION],
  );
  if (!claimed.length) return;
  const c = generateCatalogue();
  await tx.query('DELETE FROM hotel_policies');
  await seedPoliciesIfMissing(tx);
  await tx.query(
    `DELETE FROM questions WHERE answers @> '[{"user": "Hotel manager"}]' OR answers @> '[{"user": "Nivaas Support"}]'`,
  );
  await bulk(tx, 'questions', [...c.questions, ...FAQ_QUESTIONS], 'hotel_id, page, question, answers');
  await tx.query(`DELETE FROM reviews WHERE source = 'tripadvisor' AND order_id IS NULL AND user_id IS NULL`);
  await bulk(tx, 'reviews', c.reviews, 'hotel_id, user_name, rating, title, text, source, created_at');
  await tx.query(
    `UPDATE hotels SET rating = a.rating, rating_count = a.n
       FROM (SELECT hotel_id, round(avg(rating)::numeric, 1)::float8 AS rating, count(*)::int AS n FROM reviews GROUP BY hotel_id) a
      WHERE a.hotel_id = hotels.id`,
  );
}

/**
 * The content translations (seed/translations/*.json) replace what the table held on every start: they ship with
 * the code that reads their keys, so a database never serves another release's texts.
 */
async function seedTranslations(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM content_texts');
  await bulk(tx, 'content_texts', translationRows());
}

/** Each hotel's policies, derived from its own row (seed/hotel-policies.ts). */
async function seedPoliciesIfMissing(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM hotel_policies');
  if (row && row.n > 0) return;
  const hotels = await tx.query<PolicySource>('SELECT id, property_type, categories, collections FROM hotels');
  await bulk(
    tx,
    'hotel_policies',
    hotels.flatMap((hotel) => hotelPolicies(hotel)),
  );
}

/**
 * A database seeded before a hotel left the chain (generate-catalogue.ts CLOSED_HOTEL_IDS) gets it closed on its next
 * start; idempotent, so every start may run it. Exported for its test.
 */
export async function closeHotels(tx: Queryable): Promise<number> {
  const closed = await tx.query<{ id: number }>(
    'UPDATE hotels SET is_active = false WHERE id = ANY($1::int[]) AND is_active RETURNING id',
    [[...CLOSED_HOTEL_IDS]],
  );
  return closed.length;
}

/**
 * Hotels that share their name with a hotel of a lower id get the name, slug and summary the generator now gives
 * them (generate-catalogue.ts renames repeats), so a listing seeded earlier stops showing one name several times.
 * Exported for its test.
 */
export async function renameRepeatedHotels(tx: Queryable): Promise<number> {
  const repeated = await tx.query<{ id: number }>(
    'SELECT h.id FROM hotels h WHERE EXISTS (SELECT 1 FROM hotels o WHERE o.name = h.name AND o.id < h.id)',
  );
  if (!repeated.length) return 0;
  const ids = new Set(repeated.map((r) => r.id));
  const rows = generateCatalogue()
    .hotels.filter((h) => ids.has(h['id'] as number))
    .map((h) => ({ id: h['id'], name: h['name'], slug: h['slug'], summary: h['summary'] }));
  await tx.query(
    `UPDATE hotels SET name = r.name, slug = r.slug, summary = r.summary
       FROM jsonb_to_recordset($1::jsonb) AS r(id INT, name TEXT, slug TEXT, summary TEXT) WHERE hotels.id = r.id`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}

async function bulk(
  tx: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
  columns = '*',
): Promise<void> {
  if (!rows.length) return;
  const target = columns === '*' ? table : `${table} (${columns})`;
  await tx.query(`INSERT INTO ${target} SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

import type { Queryable } from '../../db/database';

export interface RatingAggregate {
  rating: number;
  count: number;
  distribution: Record<string, number>;
}

/** round(avg, 1): the one rounding of a hotel's rating, used by the seed's derivation too (generate-catalogue.ts). */
const AVERAGE = 'coalesce(round(avg(rating)::numeric, 1), 0)::float8';

/** A hotel's rating, count and per-star distribution, straight from its reviews. */
export async function ratingAggregate(db: Queryable, hotelId: number): Promise<RatingAggregate> {
  const rows = await db.query<{ stars: number; n: number; rating: number; count: number }>(
    `SELECT round(rating)::int AS stars, count(*)::int AS n,
       (SELECT ${AVERAGE} FROM reviews WHERE hotel_id = $1) AS rating
     FROM reviews WHERE hotel_id = $1 GROUP BY 1`,
    [hotelId],
  );
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of rows) distribution[String(r.stars)] = r.n;
  return { rating: rows[0]?.rating ?? 0, count: rows.reduce((s, r) => s + r.n, 0), distribution };
}

/**
 * Writes a hotel's rating and count from its reviews into its row, in the caller's transaction, so
 * details, listings and the review summary read one aggregate. Returns what was written.
 */
export async function storeRatingAggregate(tx: Queryable, hotelId: number): Promise<{ rating: number; count: number }> {
  const [row] = await tx.query<{ rating: number; rating_count: number }>(
    `UPDATE hotels SET (rating, rating_count) = (SELECT ${AVERAGE}, count(*)::int FROM reviews WHERE hotel_id = $1)
     WHERE id = $1 RETURNING rating, rating_count`,
    [hotelId],
  );
  return { rating: row?.rating ?? 0, count: row?.rating_count ?? 0 };
}

/** One bar of the 5..1 star distribution. */
export interface RatingBar {
  readonly stars: 5 | 4 | 3 | 2 | 1;
  readonly count: number;
  /** Share of all counted reviews, 0..100, rounded to a whole percent. */
  readonly percent: number;
}

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The distribution's bars from 5 stars down to 1, whatever the API sent: a missing, negative or
 * non-numeric count is 0, keys other than 1..5 are ignored, and the percentages are of the counted total
 * (0 everywhere when nothing was counted), so a bar is never wider than its box.
 */
export function ratingDistribution(distribution: Readonly<Record<string, unknown>> | null | undefined): RatingBar[] {
  const counts = STARS.map((stars) => {
    const raw = distribution?.[String(stars)];
    return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  });
  const total = counts.reduce((sum, n) => sum + n, 0);
  return STARS.map((stars, i) => {
    const count = counts[i] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

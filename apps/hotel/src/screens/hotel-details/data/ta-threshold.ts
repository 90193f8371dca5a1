/**
 * The content's TA rating threshold (GET /api/v1/contents/?key=ta_rating_threshold answers
 * `{ data: { ta_rating_threshold: { defaultTaRatingThreshold: 3.5 } } }`); null when the answer holds none.
 */
export function readTaThreshold(answer: { readonly data: Readonly<Record<string, unknown>> }): number | null {
  const value = answer.data['ta_rating_threshold'];
  const raw =
    typeof value === 'number'
      ? value
      : typeof value === 'object' && value !== null
        ? (value as { defaultTaRatingThreshold?: unknown }).defaultTaRatingThreshold
        : undefined;
  const threshold = typeof raw === 'string' ? Number(raw) : raw;
  return typeof threshold === 'number' && Number.isFinite(threshold) ? threshold : null;
}

/** docs/rules.md section 3, a hotel's TA review. */
export interface TaReview {
  readonly ta_enabled: boolean;
  readonly rating: number;
  readonly count: number;
}

/**
 * The TripAdvisor review is shown only when it is enabled, has reviews and its rating is over the content's
 * threshold (`ta_rating_threshold`); with no threshold known it is not shown.
 */
export function isTaReviewShown(review: TaReview, threshold: number | null): boolean {
  return (
    threshold !== null &&
    Number.isFinite(threshold) &&
    review.ta_enabled &&
    review.count > 0 &&
    review.rating > threshold
  );
}

/** A price range filter option, in INR for the whole booking. */
export interface PriceBand {
  readonly start: number;
  readonly end: number;
  /** True for the visitor's own range, which takes the 5th place. */
  readonly isCustom?: boolean;
}

/** docs/rules.md section 9: price bands per room: 0-1500, 1500-2000, 2000-3000, 3000-999999. */
export const PRICE_BANDS_PER_ROOM: readonly PriceBand[] = [
  { start: 0, end: 1500 },
  { start: 1500, end: 2000 },
  { start: 2000, end: 3000 },
  { start: 3000, end: 999999 },
];

/** Index of the custom range: docs/rules.md section 5, a custom price range replaces the 5th standard price range. */
export const CUSTOM_PRICE_BAND_INDEX = 4;

/**
 * docs/rules.md section 9: the bands are per room, multiplied by room count. With a custom range,
 * it occupies the 5th place (docs/rules.md section 5), replacing whatever stood there.
 */
export function priceBands(roomCount: number, custom?: { start: number; end: number } | null): PriceBand[] {
  const n = Math.max(1, Math.trunc(roomCount) || 1);
  const bands: PriceBand[] = PRICE_BANDS_PER_ROOM.map((b) => ({ start: b.start * n, end: b.end * n }));
  if (custom) bands[CUSTOM_PRICE_BAND_INDEX] = { start: custom.start, end: custom.end, isCustom: true };
  return bands;
}

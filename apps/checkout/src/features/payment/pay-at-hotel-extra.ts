/** The content keys of the pay-at-hotel extra (docs/rules.md 3 Content: pahExtraAmountsubTitle, pahExtraAmountTag). */
export const PAH_EXTRA_KEYS = ['pah_extra_amount_tag', 'pah_extra_amount_subtitle'] as const;

export interface PayAtHotelExtraTexts {
  readonly tag: string;
  readonly subtitle: string;
}

/** The content's two texts, or null when either is missing (the catalogue's sentence is used instead). */
export function payAtHotelExtraTexts(data: Readonly<Record<string, unknown>>): PayAtHotelExtraTexts | null {
  const [tagKey, subtitleKey] = PAH_EXTRA_KEYS;
  const tag = data[tagKey];
  const subtitle = data[subtitleKey];
  return typeof tag === 'string' && tag.trim() && typeof subtitle === 'string' && subtitle.trim()
    ? { tag: tag.trim(), subtitle: subtitle.trim() }
    : null;
}

/**
 * What the pay-at-hotel choice says about its extra cost: nothing about one when the itinerary has none
 * (pay_at_hotel_extra_amount 0, today's pricing: the caller then says it costs the same), else the content's words
 * with the amount filled in ({amount}), or `fallback` when the content has not come or cannot be read. The
 * content is said only where the API says there is an extra: never "pay now and save" when nothing is saved.
 */
export function payAtHotelExtraSentence(
  extra: number,
  texts: PayAtHotelExtraTexts | null,
  amount: string,
  fallback: string,
): string | null {
  if (!(extra > 0)) return null;
  if (!texts) return fallback;
  const fill = (text: string) => text.split('{amount}').join(amount);
  return `${fill(texts.tag)}. ${fill(texts.subtitle)}`;
}

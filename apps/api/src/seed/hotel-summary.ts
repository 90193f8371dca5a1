import type { Locale } from '@nivaas/i18n';
import type { TextOf } from '../i18n/content-texts';

/** The generated summary of a hotel or homestay, by kind: what seed/translations/*.json translate. */
export const SUMMARY_TEXTS = {
  'hotel.summary.hotel':
    '{name} is a hotel in {locality}, {city}, with clean rooms, {amenities} amenities and 24x7 support.',
  'hotel.summary.homestay':
    '{name} is a homestay in {locality}, {city}, with clean rooms, {amenities} amenities and 24x7 support.',
} as const;

export interface SummaryFacts {
  readonly name: string;
  readonly homestay: boolean;
  readonly locality: string;
  readonly city: string;
  readonly amenities: number;
}

/** The summary the catalogue generates for a hotel, in `locale` (English where `text` has no translation). */
export function hotelSummary(text: TextOf, locale: Locale, facts: SummaryFacts): string {
  const key = facts.homestay ? 'hotel.summary.homestay' : 'hotel.summary.hotel';
  const { name, locality, city, amenities } = facts;
  return text(locale, key, SUMMARY_TEXTS[key], { name, locality, city, amenities });
}

import type { RatePlanPrice } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { RoomsT } from './rooms-messages';

export type SpecialRateCode = NonNullable<RatePlanPrice['specialRate']>;

/**
 * The tag of a plan's special rate, or null for a plan with none (only the prices say a rate is special, never the
 * page). The content's text (`new_year_rate_tag`, which may say the percentage) is written in English, so it is
 * used on English pages; other languages, or a page whose content has not come, use the catalogue's words.
 */
export function specialRateLabel(
  code: RatePlanPrice['specialRate'],
  content: Readonly<Partial<Record<SpecialRateCode, string>>>,
  locale: Locale,
  t: RoomsT,
): string | null {
  if (code !== 'new_year') return null;
  const text = content[code]?.trim();
  return text && locale.startsWith('en') ? text : t('plan.special.new_year');
}

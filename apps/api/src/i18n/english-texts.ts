import { ROOM_DESCRIPTION } from '../catalogue/catalogue-store';
import { BOOKING_TEXTS } from '../features/bookings';
import { ADSBANNER_TEXTS, CAMPAIGN_BANNERS, CAMPAIGN_TEXTS, FAQ_TITLES, SEO_TEXTS } from '../features/content';
import { WALLET_TEXTS } from '../features/engagement';
import { MESSAGE_TEXTS } from '../features/notifications';
import { PAYMENT_METHODS, PAYMENT_OFFERS } from '../features/payments';
import { TRIGGER_TEXTS } from '../features/pricing';
import { FAQ_TEXTS } from '../seed/faq-data';
import { POLICY_TEXTS } from '../seed/hotel-policies';
import { SUMMARY_TEXTS } from '../seed/hotel-summary';
import { AMENITIES, BED_TYPES, COUPONS, RATE_PLANS, ROOM_TYPES } from '../seed/reference-data';

/**
 * Every translatable text of the API in English, by key, as the code writes it: what seed/translations/*.json
 * translate (content-texts.spec.ts checks they hold each key, with the same placeholders, and no other).
 */
export function englishTexts(): Record<string, string> {
  return {
    ...Object.fromEntries(AMENITIES.map(([slug, name]) => [`amenity.${slug}`, name])),
    ...Object.fromEntries(ROOM_TYPES.map((r) => [`room.${r.type}.name`, r.name])),
    'room.description': ROOM_DESCRIPTION,
    ...Object.fromEntries(BED_TYPES.map((bed) => [`bed.${bed}`, bed])),
    ...Object.fromEntries(
      Object.values(RATE_PLANS).flatMap((plan) =>
        (['name', 'tag', 'description'] as const).map((field) => [`plan.${plan.code}.${field}`, plan[field]]),
      ),
    ),
    ...Object.fromEntries(COUPONS.map((c) => [`coupon.${c.code}`, c.description])),
    ...POLICY_TEXTS,
    ...SUMMARY_TEXTS,
    ...TRIGGER_TEXTS,
    ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`payment.method.${m.code}`, m.name])),
    ...Object.fromEntries(
      PAYMENT_OFFERS.flatMap((o) => [
        [`payment.offer.${o.id}.title`, o.title],
        [`payment.offer.${o.id}.description`, o.description],
      ]),
    ),
    ...Object.fromEntries(
      CAMPAIGN_BANNERS.flatMap((b) =>
        (['title', 'subtitle', 'cta'] as const).map((field) => [`banner.${b.id}.${field}`, b[field]]),
      ),
    ),
    ...CAMPAIGN_TEXTS,
    ...FAQ_TITLES,
    ...Object.fromEntries(
      FAQ_TEXTS.flatMap((f) => [
        [`faq.${f.key}.question`, f.question],
        [`faq.${f.key}.answer`, f.answer],
      ]),
    ),
    ...SEO_TEXTS,
    ...ADSBANNER_TEXTS,
    ...BOOKING_TEXTS,
    ...WALLET_TEXTS,
    ...MESSAGE_TEXTS,
  };
}

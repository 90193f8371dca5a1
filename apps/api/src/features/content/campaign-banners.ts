import type { CampaignBannerDetail, CampaignCoupon } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import type { Queryable } from '../../db/database';
import type { TextOf, TextValues } from '../../i18n/content-texts';
import type { PricingConfig } from '../../pricing/pricing-config';

/**
 * Campaign banners shown on home and listings, their texts in English (keys banner.{id}.{field}); the coupon codes
 * exist in the seeded coupons table.
 */
export const CAMPAIGN_BANNERS = [
  {
    id: 1,
    title: 'First stay? {percent} off',
    subtitle: 'Use WELCOME on your first booking',
    image_url: '/api/images/cities/goa-1024.jpg',
    cta: 'Book now',
    link: '/hotels-in-goa/',
    coupon_code: 'WELCOME',
    page: 'all',
  },
  {
    id: 2,
    title: 'Weekend in Bengaluru',
    subtitle: '{percent} off with WEEKEND15',
    image_url: '/api/images/cities/bengaluru-1024.jpg',
    cta: 'Explore',
    link: '/hotels-in-bengaluru/',
    coupon_code: 'WEEKEND15',
    page: 'home',
  },
  {
    id: 3,
    title: 'Members save more',
    subtitle: 'Log in for member prices',
    image_url: '/api/images/cities/jaipur-1024.jpg',
    cta: 'Log in',
    link: '/login/',
    coupon_code: null,
    page: 'listing',
  },
];

type Banner = (typeof CAMPAIGN_BANNERS)[number];

/** The figures in the banners' texts (the coupons' percentages, as seeded). */
const BANNER_VALUES: Readonly<Record<number, TextValues>> = {
  1: { percent: { percent: 25 } },
  2: { percent: { percent: 15 } },
};

/**
 * What each campaign's own page says besides its banner, in English (keys campaign.*). Every sentence is what the
 * pricing does (a coupon's figures come from the coupons table, not from here), so the page cannot promise more
 * than the checkout gives.
 */
export const CAMPAIGN_TEXTS = {
  'campaign.one_coupon':
    'One coupon per booking; it is taken off the room price before tax, after any member discount.',
  'campaign.1.description':
    'Your first stay with Nivaas costs less: sign in with your mobile number and enter WELCOME at checkout.',
  'campaign.1.first_booking': 'A booking that was cancelled or not paid does not count as your first.',
  'campaign.2.description':
    'Plan a weekend in Bengaluru and enter WEEKEND15 at checkout. The code works in every city and on any day.',
  'campaign.3.description':
    'Signed-in members pay {percent} less on the room price of every stay, on top of any coupon, and earn reward points on their confirmed bookings.',
  'campaign.3.membership': 'Membership is free: sign in with your mobile number and a one-time password.',
} as const;

/** A banner with its texts in `locale`. */
export function bannerIn(banner: Banner, locale: Locale, text: TextOf): Banner {
  const say = (field: 'title' | 'subtitle' | 'cta') =>
    text(locale, `banner.${banner.id}.${field}`, banner[field], BANNER_VALUES[banner.id]);
  return { ...banner, title: say('title'), subtitle: say('subtitle'), cta: say('cta') };
}

function campaignText(
  banner: Banner,
  pricing: PricingConfig,
  locale: Locale,
  text: TextOf,
): { description: string; terms: string[] } {
  const say = (key: keyof typeof CAMPAIGN_TEXTS, values?: TextValues) => text(locale, key, CAMPAIGN_TEXTS[key], values);
  switch (banner.id) {
    case 1:
      return {
        description: say('campaign.1.description'),
        terms: [say('campaign.one_coupon'), say('campaign.1.first_booking')],
      };
    case 2:
      return { description: say('campaign.2.description'), terms: [say('campaign.one_coupon')] };
    case 3:
      return {
        description: say('campaign.3.description', { percent: { percent: pricing.memberDiscountPercent } }),
        terms: [say('campaign.3.membership')],
      };
    default:
      return { description: banner.subtitle, terms: [] };
  }
}

interface CouponRow {
  code: string;
  percent: number;
  max_discount: number;
  min_amount: number;
  first_booking_only: boolean;
  login_required: boolean;
}

/** A campaign's detail in `locale`, its coupon read from the coupons table the checkout applies (null when it names none). */
export async function campaignDetail(
  db: Queryable,
  banner: Banner,
  pricing: PricingConfig,
  locale: Locale,
  text: TextOf,
): Promise<CampaignBannerDetail> {
  const [row] = banner.coupon_code
    ? await db.query<CouponRow>(
        'SELECT code, percent, max_discount, min_amount, first_booking_only, login_required FROM coupons WHERE code = $1',
        [banner.coupon_code],
      )
    : [];
  const coupon: CampaignCoupon | null = row ? { ...row } : null;
  const localised = bannerIn(banner, locale, text);
  return { ...localised, ...campaignText(localised, pricing, locale, text), coupon };
}

import type { CampaignBannerDetail, CampaignCoupon } from '@nivaas/api-client/contract';
import type { Queryable } from '../../db/database';
import type { PricingConfig } from '../../pricing/pricing-config';

/** Campaign banners shown on home and listings; the coupon codes exist in the seeded coupons table. */
export const CAMPAIGN_BANNERS = [
  {
    id: 1,
    title: 'First stay? 25% off',
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
    subtitle: '15% off with WEEKEND15',
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

/**
 * What each campaign's own page says besides its banner. Every sentence is what the pricing does (a coupon's
 * figures come from the coupons table, not from here), so the page cannot promise more than the checkout gives.
 */
function campaignText(banner: Banner, pricing: PricingConfig): { description: string; terms: string[] } {
  const oneCoupon = 'One coupon per booking; it is taken off the room price before tax, after any member discount.';
  switch (banner.id) {
    case 1:
      return {
        description:
          'Your first stay with Nivaas costs less: sign in with your mobile number and enter WELCOME at checkout.',
        terms: [oneCoupon, 'A booking that was cancelled or not paid does not count as your first.'],
      };
    case 2:
      return {
        description:
          'Plan a weekend in Bengaluru and enter WEEKEND15 at checkout. The code works in every city and on any day.',
        terms: [oneCoupon],
      };
    case 3:
      return {
        description: `Signed-in members pay ${pricing.memberDiscountPercent}% less on the room price of every stay, on top of any coupon, and earn reward points on their confirmed bookings.`,
        terms: ['Membership is free: sign in with your mobile number and a one-time password.'],
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

/** A campaign's detail, its coupon read from the coupons table the checkout applies (null when it names none). */
export async function campaignDetail(
  db: Queryable,
  banner: Banner,
  pricing: PricingConfig,
): Promise<CampaignBannerDetail> {
  const [row] = banner.coupon_code
    ? await db.query<CouponRow>(
        'SELECT code, percent, max_discount, min_amount, first_booking_only, login_required FROM coupons WHERE code = $1',
        [banner.coupon_code],
      )
    : [];
  const coupon: CampaignCoupon | null = row ? { ...row } : null;
  return { ...banner, ...campaignText(banner, pricing), coupon };
}

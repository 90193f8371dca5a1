/**
 * Static content values by key (docs/rules.md 3 "Content" and the keys of docs/rules.md 7). Values that depend
 * on the catalogue (landing sections, popular cities) are computed in content-routes instead.
 */
import type { Locale } from '@nivaas/i18n';
import { LOYALTY_TIER_NIGHTS } from '@nivaas/domain/booking';
import { WALLET_MAX_PERCENT } from '@nivaas/domain/prices';
import type { TextOf } from '../../i18n/content-texts';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { NEW_YEAR_SPECIAL } from '../../pricing/special-rates';

export const CONTENT_REVALIDATE_S = 840;

/** The "others" choices of a stay's feedback (content key `feedback`); the feedback API checks saves against them. */
export const FEEDBACK_REASONS: readonly string[] = [
  'Cleanliness',
  'Staff',
  'Location',
  'Food',
  'Value for money',
  'Wi-Fi',
];

/** The listing ad's texts (content key adsbanner_content), in English by key. */
export const ADSBANNER_TEXTS = {
  'content.adsbanner.title': 'Weekend getaways in Goa',
  'content.adsbanner.text': 'Budget stays a short walk from the beaches, with free cancellation on refundable plans.',
  'content.adsbanner.cta': 'See hotels in Goa',
} as const;

/** The listing ad (adsbanner_content) with its texts in `locale`. */
export function adsBannerIn(locale: Locale, text: TextOf): unknown {
  const ad = STATIC_CONTENT['adsbanner_content'] as Record<string, string>;
  const say = (field: 'title' | 'text' | 'cta') =>
    text(locale, `content.adsbanner.${field}`, ADSBANNER_TEXTS[`content.adsbanner.${field}`]);
  return { ...ad, title: say('title'), text: say('text'), cta: say('cta') };
}

export const STATIC_CONTENT: Record<string, unknown> = {
  otp_content: {
    enableResendAfterTime: 30_000,
    resendMaxAttempts: 6,
    verifyMaxAttempts: 3,
    title: 'Verify your phone',
    subtitle: 'Enter the 6-digit code we sent you',
  },
  ta_rating_threshold: { defaultTaRatingThreshold: 3.5 },
  login_interrupt_banner: {
    title: 'Log in for member prices',
    subtitle: 'Save 5% more on every stay and earn points',
    cta: 'Log in',
    image_url: '/api/images/cities/goa-640.jpg',
  },
  faq_content: {
    title: 'Frequently asked questions',
    sections: [
      {
        title: 'Booking',
        items: [
          {
            q: 'How do I book?',
            a: 'Search a city, choose a hotel and room, and pay now, part-pay or pay at the hotel.',
          },
          { q: 'Can I book for someone else?', a: 'Yes, enter the guest name and phone at checkout.' },
        ],
      },
      {
        title: 'Payments',
        items: [
          { q: 'Is GST included?', a: 'GST is shown in the price breakup: 5% up to ₹7,500 a night, 18% above.' },
          { q: 'What is the platform fee?', a: '₹0.' },
        ],
      },
      {
        title: 'Cancellation',
        items: [{ q: 'How do I cancel?', a: 'Use the cancellation link in your confirmation or Booking History.' }],
      },
    ],
  },
  msite_seo_footer: {
    title: 'Popular searches',
    text: 'Budget hotels across India with free Wi-Fi, clean rooms and 24x7 support.',
  },
  loyalty_page_info: {
    heading_banner: {
      title: 'Nivaas Rewards',
      subtitle: 'Earn on every stay, redeem on the next',
      image_url: '/api/images/cities/jaipur-1024.jpg',
    },
    card_images: [
      '/api/images/cities/goa-320.jpg',
      '/api/images/cities/mumbai-320.jpg',
      '/api/images/cities/bengaluru-320.jpg',
    ],
    ladder: [
      {
        tier: 'silver',
        nights: LOYALTY_TIER_NIGHTS.silver,
        benefits: { member_price: true, early_checkin: false, free_breakfast: false },
        text: 'Member prices on every stay',
      },
      {
        tier: 'gold',
        nights: LOYALTY_TIER_NIGHTS.gold,
        benefits: { member_price: true, early_checkin: true, free_breakfast: false },
        text: 'Early check-in when available',
      },
      {
        tier: 'platinum',
        nights: LOYALTY_TIER_NIGHTS.platinum,
        benefits: { member_price: true, early_checkin: true, free_breakfast: true },
        text: 'Free breakfast and priority support',
      },
    ],
    eligibility: 'Every logged-in guest is a Silver member; tiers are based on nights stayed in 12 months.',
    faq_sections: [
      {
        title: 'Points',
        items: [
          { q: 'How many points do I earn?', a: '5% of the room tariff of each confirmed stay.' },
          { q: 'How many can I use?', a: 'Up to 20% of a booking.' },
        ],
      },
    ],
    // The terms are on the rewards page itself (the site has no separate terms page; docs/rules.md 2 has no /terms route).
    tnc_url: '/introducing-rewards/#rewards-terms',
    terms: [
      'Nivaas Rewards is open to every guest who signs in with a mobile number; membership is free.',
      'Points are earned on the room tariff of confirmed stays booked on this site or the app, at 5% of the tariff.',
      'One point is worth ₹1. Points can pay up to 20% of a booking and cannot be exchanged for cash.',
      'Points of a booking that is cancelled are taken back; a balance never goes below zero.',
      'Points expire 12 months after they are earned; the rewards page shows the next expiry.',
      'Tiers are set by nights of completed stays in the last 12 months: Gold from 5 nights, Platinum from 15.',
    ],
  },
  gdc_customer_care_numbers: {
    default: '+91 80 4719 8000',
    whatsapp: '+91 80 4719 8001',
    whatsappSupportUrl: 'https://wa.me/918047198001',
  },
  // The listing's ad slot (adsBanner): a place to go, no price claim (a "from ₹" figure would have to hold for
  // every date, and none does).
  adsbanner_content: {
    title: ADSBANNER_TEXTS['content.adsbanner.title'],
    text: ADSBANNER_TEXTS['content.adsbanner.text'],
    cta: ADSBANNER_TEXTS['content.adsbanner.cta'],
    image_url: '/api/images/cities/goa-640.jpg',
    link: '/hotels-in-goa/',
  },
  perfect_stay: {
    title: 'Perfect Stay or it’s free',
    text: 'If anything is not right, tell us within 30 minutes of check-in and we fix it or refund.',
  },
  wallets_promotion: { title: 'Use points', text: 'Pay up to 20% with reward points' },
  part_pay_promotion: { title: 'Part pay', text: 'Pay 30% now, the rest later online' },
  // Said beside pay at hotel only when the itinerary's pay_at_hotel_extra_amount is above 0 ({amount} is that
  // amount): with today's pricing paying at the hotel costs the same, so these are never shown (India CCPA 2023).
  pah_extra_amount_subtitle: 'Paying at the hotel costs {amount} more than paying now',
  pah_extra_amount_tag: 'Pay now and save {amount}',
  why_nivaas: [
    { title: 'Clean rooms', text: 'Hygiene Shield checks at every hotel' },
    { title: 'Free Wi-Fi', text: 'At most hotels: look for it in the amenities' },
    { title: '24x7 support', text: 'Call or WhatsApp us any time' },
  ],
  // Shown on a rate plan only where the prices mark it (RatePlanPrice.specialRate 'new_year': special-rates.ts).
  new_year_rate_tag: `New Year special: ${NEW_YEAR_SPECIAL.percentOff}% off`,
  feedback: { reasons: FEEDBACK_REASONS },
  hotels_near_me_seo_content: {
    title: 'Hotels near me',
    text: 'Find budget hotels around your location with free Wi-Fi and clean rooms.',
  },
  policies: {
    cancellation: 'Free cancellation till 24 hours before check-in on refundable plans.',
    checkin: 'Check-in and check-out times are set by each hotel and shown on its page.',
  },
  // What the rewards page says to a visitor who is not signed in; every figure is the rule the wallet applies.
  rewards: {
    title: 'Nivaas Rewards',
    text: `Earn points worth 5% of the room tariff on every confirmed booking made while signed in, and pay up to ${WALLET_MAX_PERCENT}% of a booking with them. Members also pay ${DEFAULT_PRICING.memberDiscountPercent}% less on every room.`,
    tiers: ['silver', 'gold', 'platinum'],
  },
};

import type { ResponseOf } from '@nivaas/api-client/contract';

/** Test fixtures of the rewards specs and stories: content as the API answers it. Never in app code. */

/** The API's seeded loyalty_page_info (apps/api content-values.ts). */
export const LOYALTY_PAGE_INFO = {
  heading_banner: {
    title: 'Nivaas Rewards',
    subtitle: 'Earn on every stay, redeem on the next',
    image_url: '/api/images/cities/jaipur-1024.jpg',
  },
  card_images: ['/api/images/cities/goa-320.jpg', '/api/images/cities/mumbai-320.jpg'],
  ladder: [
    { tier: 'silver', nights: 0, benefits: { member_price: true, early_checkin: false }, text: 'Member prices' },
    { tier: 'gold', nights: 5, benefits: { member_price: true, early_checkin: true }, text: 'Early check-in' },
    {
      tier: 'platinum',
      nights: 15,
      benefits: { member_price: true, early_checkin: true, free_breakfast: true },
      text: 'Free breakfast',
    },
  ],
  eligibility: 'Every logged-in guest is a Silver member.',
  faq_sections: [{ title: 'Points', items: [{ q: 'How many points do I earn?', a: '5% of the room tariff.' }] }],
  tnc_url: '/introducing-rewards/#rewards-terms',
  terms: ['Points expire 12 months after they are earned.', 7, '   '],
};

/** The rewards programme's pitch (getContentsV2 `rewards`), shown to a visitor who is not signed in. */
export const REWARDS_PITCH: ResponseOf<'getContentsV2'> = {
  data: {
    rewards: {
      title: 'Nivaas Rewards',
      text: 'Earn points worth 5% of the room tariff on every confirmed booking made while signed in.',
      tiers: ['silver', 'gold', 'platinum'],
    },
  },
};

import fc from 'fast-check';
import { isSitePath, readRewardsInfo, REWARDS_BANNER_SIZE } from './read-rewards-info';

/** The API's seeded `loyalty_page_info` (apps/api content-values.ts), trimmed. */
const CONTENT = {
  heading_banner: {
    title: 'Nivaas Rewards',
    subtitle: 'Earn on every stay',
    image_url: '/api/images/cities/jaipur-1024.jpg',
  },
  card_images: ['/api/images/cities/goa-320.jpg', { url: 'https://cdn.example/c.jpg', width: 640, height: 400 }],
  ladder: [
    { tier: 'silver', nights: 0, benefits: { member_price: true, early_checkin: false }, text: 'Member prices' },
    {
      tier: 'Gold',
      nights: 5,
      benefits: { member_price: true, early_checkin: true, free_breakfast: false },
      text: 'Early check-in',
    },
  ],
  eligibility: 'Every logged-in guest is a Silver member.',
  faq_sections: [{ title: 'Points', items: [{ q: 'How many points?', a: '5% of the room tariff.' }] }],
  tnc_url: '/terms/rewards-info/',
};

describe('readRewardsInfo (docs/rules.md section 3: rewardsInfo from loyalty_page_info)', () => {
  it('reads the banner, card images, ladder with one benefit column per key, eligibility, FAQ and terms', () => {
    const info = readRewardsInfo(CONTENT);
    expect(info.banner).toEqual({
      title: 'Nivaas Rewards',
      subtitle: 'Earn on every stay',
      image: { src: '/api/images/cities/jaipur-1024.jpg', alt: 'Nivaas Rewards', ...REWARDS_BANNER_SIZE },
    });
    expect(info.cardImages.map((image) => [image.src, image.width, image.height])).toEqual([
      ['/api/images/cities/goa-320.jpg', 320, 200],
      ['https://cdn.example/c.jpg', 640, 400],
    ]);
    expect(info.benefitKeys).toEqual(['member_price', 'early_checkin', 'free_breakfast']);
    expect(info.ladder.map((tier) => [tier.tier, tier.nights, tier.text])).toEqual([
      ['silver', 0, 'Member prices'],
      ['gold', 5, 'Early check-in'],
    ]);
    // A key a tier does not list is a benefit it does not have.
    expect(info.ladder[0]?.benefits.map((b) => [b.key, b.label, b.included])).toEqual([
      ['member_price', 'Member price', true],
      ['early_checkin', 'Early checkin', false],
      ['free_breakfast', 'Free breakfast', false],
    ]);
    expect(info.eligibility).toBe('Every logged-in guest is a Silver member.');
    expect(info.faqSections).toEqual([
      { title: 'Points', items: [{ question: 'How many points?', answer: '5% of the room tariff.' }] },
    ]);
    expect(info.termsPath).toBe('/terms/rewards-info/');
    expect(info.terms).toEqual([]);
  });

  it('keeps what is valid and drops the rest: bad images, tiers, flags, FAQ items and links', () => {
    const info = readRewardsInfo({
      heading_banner: { title: 42, image_url: ['javascript', 'alert(1)'].join(':') },
      card_images: ['http://plain.example/x.jpg', '//evil.example/x.jpg', null, { url: '/ok.jpg', width: -3 }],
      ladder: [
        null,
        { tier: '' },
        { tier: 'gold', nights: -1, benefits: { 'bad key!': true, wifi: 'yes', spa: true } },
        { tier: 'GOLD', nights: 9, text: 'repeated' },
        'platinum',
      ],
      eligibility: ['not text'],
      faq_sections: [{ title: 'Empty', items: [{ q: 'No answer' }] }, 'x', { items: [{ question: 'Q', answer: 'A' }] }],
      tnc_url: 'https://evil.example/terms',
    });
    expect(info.banner).toBeNull();
    expect(info.cardImages).toEqual([{ src: '/ok.jpg', alt: '', width: 320, height: 200 }]);
    expect(info.ladder).toEqual([
      { tier: 'gold', nights: null, text: '', benefits: [{ key: 'spa', label: 'Spa', included: true }] },
    ]);
    expect(info.eligibility).toBe('');
    expect(info.faqSections).toEqual([{ title: '', items: [{ question: 'Q', answer: 'A' }] }]);
    expect(info.termsPath).toBeNull();
  });

  it('never throws and gives an empty page for any value (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const info = readRewardsInfo(value);
        expect(Array.isArray(info.ladder) && Array.isArray(info.faqSections)).toBe(true);
      }),
    );
    expect(readRewardsInfo(undefined)).toEqual({
      banner: null,
      cardImages: [],
      ladder: [],
      benefitKeys: [],
      eligibility: '',
      faqSections: [],
      termsPath: null,
      terms: [],
    });
    expect(readRewardsInfo({ terms: ['  Points expire after 12 months. ', 3, '', { x: 1 }] }).terms).toEqual([
      'Points expire after 12 months.',
    ]);
  });

  it('isSitePath accepts a path of this site only', () => {
    expect(isSitePath('/terms/rewards-info/')).toBe(true);
    for (const bad of ['//evil.example/', '/\\evil', 'https://x.example/', '/a b', 'terms/', '/\nx', 7]) {
      expect([bad, isSitePath(bad)]).toEqual([bad, false]);
    }
  });
});

import { AMENITIES, RATE_PLANS } from './reference-data';
import { FAQ_QUESTIONS } from './faq-data';
import { clockLabel, generateCatalogue } from './generate-catalogue';
import { hotelPolicies } from './hotel-policies';

interface Hotel {
  id: number;
  property_type: string;
  categories: string[];
  collections: string[];
  amenity_ids: number[];
}
interface Review {
  hotel_id: number;
  user_name: string;
  title: string;
  text: string;
  rating: number;
}
interface Question {
  hotel_id: number | null;
  question: string;
  answers: { answer: string }[];
}

/**
 * The seed catalogue's facts agree across the hotel page, its policies, its questions and answers, its
 * reviews and the site FAQ; one source for check-in times and ID rules.
 */
describe('the seed catalogue says one thing about each hotel', () => {
  const catalogue = generateCatalogue();
  const hotels = catalogue.hotels as unknown as Hotel[];
  const reviews = catalogue.reviews as unknown as Review[];
  const questions = catalogue.questions as unknown as Question[];
  const policyOf = (hotel: Hotel, type: string) => hotelPolicies(hotel).find((p) => p.policy_type === type);
  const slugsOf = (hotel: Hotel) => new Set(hotel.amenity_ids.map((id) => AMENITIES[id - 1]?.[0]));
  const reviewsOf = new Map<number, Review[]>();
  for (const review of reviews) reviewsOf.set(review.hotel_id, [...(reviewsOf.get(review.hotel_id) ?? []), review]);

  it('given a hotel answer about local IDs, then it says what the hotel\'s ID policy says (regression: "not accepted" beside "accepted")', () => {
    const answered = questions.filter((q) => q.hotel_id !== null && q.question === 'Are local IDs accepted?');
    expect(answered.length).toBeGreaterThan(50);
    for (const question of answered) {
      const hotel = hotels.find((h) => h.id === question.hotel_id)!;
      const accepted = policyOf(hotel, 'id_proof')?.short_description === 'Local IDs accepted';
      expect([hotel.id, question.answers[0]?.answer.startsWith(accepted ? 'Yes' : 'No')]).toEqual([hotel.id, true]);
    }
  });

  it("given a hotel answer about check-in, then it names the times of the hotel's own policy", () => {
    const answered = questions.filter((q) => q.hotel_id !== null && q.question === 'What time is check-in?');
    expect(answered.length).toBeGreaterThan(50);
    for (const question of answered) {
      const hotel = hotels.find((h) => h.id === question.hotel_id)!;
      const policy = policyOf(hotel, 'checkin')!.description;
      const [, checkin = '', checkout = ''] = /from (\d\d:\d\d), check-out by (\d\d:\d\d)/.exec(policy) ?? [];
      expect(question.answers[0]?.answer).toBe(
        `Check-in is from ${clockLabel(checkin)} and check-out by ${clockLabel(checkout)}.`,
      );
    }
  });

  it('given the site FAQ, then it names no single check-in time (each hotel sets its own) and says prices include GST', () => {
    const answerTo = (q: string) => FAQ_QUESTIONS.find((f) => f.question === q)?.answers[0]?.answer ?? '';
    expect(answerTo('What is the check-in and check-out time?')).toMatch(/^Each hotel sets its own/);
    expect(answerTo('Is GST included in the price?')).toMatch(/^Yes/);
    expect(answerTo('What is part payment?')).toMatch(/later online/);
  });

  it("given a hotel's reviews, then no two share a text or a reviewer, and each speaks only of what the hotel has", () => {
    const claims: [RegExp, (hotel: Hotel) => boolean][] = [
      [/breakfast/i, (h) => slugsOf(h).has('free-breakfast')],
      [/wi-fi/i, (h) => slugsOf(h).has('free-wifi')],
      [/\blift\b/i, (h) => slugsOf(h).has('elevator')],
      [/\bAC\b/, (h) => slugsOf(h).has('ac')],
      [/park our car/i, (h) => slugsOf(h).has('parking')],
      [/couple/i, (h) => h.categories.includes('couple-friendly-hotels') || h.collections.includes('Couple Friendly')],
      [/homestay/i, (h) => h.property_type === 'homestay'],
    ];
    for (const hotel of hotels) {
      const own = reviewsOf.get(hotel.id) ?? [];
      expect([hotel.id, new Set(own.map((r) => r.text)).size]).toEqual([hotel.id, own.length]);
      expect([hotel.id, new Set(own.map((r) => r.user_name)).size]).toEqual([hotel.id, own.length]);
      const checkin = /from (\d\d:\d\d)/.exec(policyOf(hotel, 'checkin')!.description)?.[1] ?? '';
      for (const review of own) {
        for (const [words, holds] of claims)
          if (words.test(review.text))
            expect([hotel.id, review.text, holds(hotel)]).toEqual([hotel.id, review.text, true]);
        const said = /Check-in at ([^ ]+ [AP]M)/.exec(review.text)?.[1];
        if (said) expect(said).toBe(clockLabel(checkin));
      }
    }
  });

  it('given a review\'s rating, then its words have the same tone (no "Loved it" with one star)', () => {
    const good = /^(Great value|Comfortable stay|Would stay again|Clean and friendly|Loved it|Pleasant stay)$/;
    for (const review of reviews)
      expect([review.rating, good.test(review.title)]).toEqual([review.rating, review.rating >= 4]);
  });

  it('given the rate plans, then each is named for what it is and none claims a saving (regression: "Save 10%")', () => {
    for (const plan of Object.values(RATE_PLANS)) {
      expect(`${plan.name} ${plan.tag}`).not.toMatch(/save|%|off|deal/i);
      expect(plan.name).toBe(plan.refundable ? 'Free cancellation' : 'Non-refundable');
    }
  });
});

import { createRandom } from './random';

/** What a hotel's reviews may speak of: only what the hotel has (no "good breakfast" without one). */
export interface ReviewFacts {
  readonly hotelId: number;
  readonly locality: string;
  /** Amenity slugs of the hotel and its rooms (reference-data AMENITIES). */
  readonly amenities: ReadonlySet<string>;
  readonly coupleFriendly: boolean;
  readonly homestay: boolean;
  /** Its check-in time as its policies say it, e.g. "2 PM". */
  readonly checkin: string;
}

export interface ReviewText {
  readonly user_name: string;
  readonly title: string;
  readonly text: string;
}

type Tone = 'good' | 'mixed' | 'poor';

/** A sentence about one aspect, said only when the hotel has what it speaks of. */
interface Sentence {
  readonly needs?: (facts: ReviewFacts) => boolean;
  readonly say: (facts: ReviewFacts) => string;
}

const has = (slug: string) => (facts: ReviewFacts) => facts.amenities.has(slug);
const said = (text: string): Sentence => ({ say: () => text });

const SENTENCES: Record<Tone, readonly Sentence[]> = {
  good: [
    said('The room was spotless and the sheets were fresh.'),
    said('Clean room and a clean bathroom, as the photos showed.'),
    said('The front desk staff were friendly and quick to help.'),
    said('Staff helped us find a cab late at night.'),
    { say: (f) => `Good location in ${f.locality}; most places we needed were close by.` },
    { say: (f) => `Easy to find in ${f.locality}, and the area felt safe.` },
    { needs: has('free-breakfast'), say: () => 'The free breakfast had fresh idlis and hot coffee.' },
    { needs: has('free-breakfast'), say: () => 'Breakfast was included and tasty.' },
    { needs: has('free-wifi'), say: () => 'Wi-Fi was fast enough for video calls.' },
    { needs: has('ac'), say: () => 'The AC cooled the room quickly.' },
    { needs: has('geyser'), say: () => 'Hot water all day.' },
    { needs: has('elevator'), say: () => 'The lift helped with our bags.' },
    { needs: has('parking'), say: () => 'There was space to park our car.' },
    { needs: has('restaurant'), say: () => 'The restaurant downstairs served good dinner.' },
    { needs: (f) => f.coupleFriendly, say: () => 'We are a couple and check-in was smooth with our IDs.' },
    { say: (f) => `Check-in at ${f.checkin} was on time.` },
    { needs: (f) => f.homestay, say: () => 'The family who run the homestay were warm and welcoming.' },
    said('Good value for the price.'),
    said('Quiet at night, so we slept well.'),
  ],
  mixed: [
    said('The room was fine for the price, though smaller than it looked in the photos.'),
    { needs: has('free-wifi'), say: () => 'Wi-Fi was slow in the evening.' },
    said('Staff were polite but a little slow at check-in.'),
    said('Some street noise at night.'),
    said('Okay for a night or two.'),
    { say: (f) => `Convenient for ${f.locality}, but the lane is narrow for cars.` },
    said('The bathroom needed a better clean.'),
    { needs: has('elevator'), say: () => 'The lift was slow at busy times.' },
  ],
  poor: [
    said('The room smelled damp and needed airing.'),
    { needs: has('ac'), say: () => 'The AC was noisy and did not cool well.' },
    { needs: has('geyser'), say: () => 'Hot water came only in the morning.' },
    said('Staff were polite but could not fix our problems.'),
    said('Smaller and older than the photos.'),
    said('The sheets were not changed when we asked.'),
  ],
};

const TITLES: Record<Tone, readonly string[]> = {
  good: ['Great value', 'Comfortable stay', 'Would stay again', 'Clean and friendly', 'Loved it', 'Pleasant stay'],
  mixed: ['Decent stay', 'Average', 'Okay for a night', 'Fine for the price'],
  poor: ['Disappointing', 'Not as shown', 'Needs work', 'Below expectations'],
};

/** First name and initial of the guests who review: enough that no hotel shows a name twice. */
export const REVIEWER_NAMES = [
  'Aarav S',
  'Priya R',
  'Rahul K',
  'Ananya M',
  'Vikram P',
  'Sneha T',
  'Arjun N',
  'Kavya D',
  'Rohan G',
  'Meera I',
  'Aditya B',
  'Divya L',
  'Karthik V',
  'Pooja H',
  'Siddharth J',
  'Neha C',
  'Manoj A',
  'Lakshmi E',
  'Farhan Q',
  'Gurpreet O',
  'Nikhil U',
  'Ritu W',
  'Suresh Y',
  'Tanvi Z',
  'Imran F',
  'Deepa X',
  'Harish B',
  'Jaya M',
  'Kiran S',
  'Naveen R',
] as const;

const toneOf = (rating: number): Tone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

/**
 * The names, titles and texts of a hotel's seeded reviews, one per rating given, in order: each text is made of
 * sentences about what this hotel has (its amenities, check-in time, locality, whether it is couple friendly
 * or a homestay), in the tone of its rating; no two reviews of a hotel share a text or a reviewer's name.
 * Deterministic per hotel, from a generator of its own (the catalogue's main sequence does not move).
 */
export function composeReviews(facts: ReviewFacts, ratings: readonly number[]): ReviewText[] {
  const rnd = createRandom((Math.imul(facts.hotelId, 40503) ^ 0x5eed) >>> 0);
  const names = rnd.sample(REVIEWER_NAMES, Math.min(ratings.length, REVIEWER_NAMES.length));
  const used = new Set<string>();
  return ratings.map((rating, index) => {
    const tone = toneOf(rating);
    const open = SENTENCES[tone].filter((s) => !s.needs || s.needs(facts)).map((s) => s.say(facts));
    let text = '';
    // Two or three sentences; a combination already used at this hotel is drawn again (there are many more).
    for (let attempt = 0; attempt < 20 && (text === '' || used.has(text)); attempt += 1)
      text = rnd.sample(open, Math.min(open.length, rnd.int(2, 3))).join(' ');
    if (used.has(text)) text = `${text} Stayed ${index + 1} nights.`;
    used.add(text);
    return { user_name: names[index] ?? `Guest ${index + 1}`, title: rnd.pick(TITLES[tone]), text };
  });
}

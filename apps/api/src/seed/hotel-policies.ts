import { createRandom } from './random';
import { DEFAULT_LOCALE, type Locale } from '@nivaas/i18n';
import { englishText, type TextOf, type TextValues } from '../i18n/content-texts';
import { RATE_PLANS } from './reference-data';

/** What a hotel's policies are derived from: its own catalogue row. */
export interface PolicySource {
  readonly id: number;
  readonly property_type: string;
  readonly categories: readonly string[];
  readonly collections: readonly string[];
}

// A type (not an interface) so rows pass as plain records to the bulk insert.
export type PolicyRow = {
  hotel_id: number;
  policy_type: string;
  title: string;
  description: string;
  short_description: string;
  display_in_policy: boolean;
  display_in_need_to_know: boolean;
  position: number;
};

export const CHECKIN_TIMES = [
  { checkin: '12:00', checkout: '11:00' },
  { checkin: '14:00', checkout: '12:00' },
  { checkin: '13:00', checkout: '11:00' },
] as const;

/**
 * The English templates of every policy text, by key: content_texts holds the other locales' templates, with
 * the same placeholders. Times in descriptions stay HH:MM (the hotel's Q&A and reviews quote them so); short
 * descriptions write them as the locale reads a clock.
 */
export const POLICY_TEXTS = {
  'policy.checkin.title': 'Check-in and check-out',
  'policy.checkin.description': 'Check-in from {checkin}, check-out by {checkout}.',
  'policy.checkin.short': 'Check-in {checkin}, check-out {checkout}',
  'policy.id_proof.title': 'ID proof',
  'policy.id_proof.description.local':
    'Every adult shows a government photo ID at check-in. IDs with an address in this city are accepted.',
  'policy.id_proof.description.no_local':
    'Every adult shows a government photo ID at check-in. IDs with an address in this city are not accepted.',
  'policy.id_proof.short.local': 'Local IDs accepted',
  'policy.id_proof.short.no_local': 'Local IDs not accepted',
  'policy.couples.title': 'Couples',
  'policy.couples.description.allowed': 'Unmarried couples are welcome with a valid government photo ID each.',
  'policy.couples.description.not_allowed': 'Unmarried couples cannot check in at this property.',
  'policy.couples.short.allowed': 'Couple friendly',
  'policy.couples.short.not_allowed': 'Unmarried couples not allowed',
  'policy.cancellation.title': 'Cancellation',
  'policy.cancellation.description':
    "{refundable}: {refundableTerms}; after that one night's tariff is charged. {prepaid}: {prepaidTerms}.",
  'policy.cancellation.short': '{refundable} on refundable plans',
  'policy.early_checkin.title': 'Early check-in',
  'policy.early_checkin.description.available':
    "Early check-in before {checkin} on request, subject to availability, at half a night's tariff.",
  'policy.early_checkin.description.unavailable': 'Early check-in is not available; rooms are ready from {checkin}.',
  'policy.early_checkin.short.available': 'Early check-in on request',
  'policy.early_checkin.short.unavailable': 'No early check-in',
  'policy.pets.title': 'Pets',
  'policy.pets.description.allowed': 'Pets are welcome in the room; tell the hotel before arrival.',
  'policy.pets.description.not_allowed': 'Pets are not allowed at this property.',
  'policy.pets.short.allowed': 'Pets allowed',
  'policy.pets.short.not_allowed': 'No pets',
  'policy.smoking.title': 'Smoking',
  'policy.smoking.description.rooms': 'Smoking is allowed in designated rooms and areas only.',
  'policy.smoking.description.none': 'Smoking is not allowed anywhere on the property.',
  'policy.smoking.short.rooms': 'Smoking rooms on request',
  'policy.smoking.short.none': 'No smoking',
  'policy.house_rules.title': 'House rules',
  'policy.house_rules.description':
    'This is a family home: quiet hours from {quietFrom} to {quietTo}, and no visitors in the rooms.',
  'policy.house_rules.short': 'Quiet hours {quietFrom} to {quietTo}',
} as const;
type PolicyTextKey = keyof typeof POLICY_TEXTS;

const QUIET_HOURS = { quietFrom: { clock: '22:00' }, quietTo: { clock: '07:00' } } as const;

type Policy = Omit<PolicyRow, 'hotel_id' | 'position'>;

/** A hotel's own random draws for its policies: the same for its policies, its Q&A and its reviews. */
const policyRandom = (hotelId: number) => createRandom(hotelId * 7919);

/**
 * A hotel's check-in and check-out times: the one source its policies, its questions and answers and its
 * reviews all read (the FAQ said 12:00 where the hotel said 14:00).
 */
export function stayTimesOf(hotelId: number): (typeof CHECKIN_TIMES)[number] {
  return policyRandom(hotelId).pick(CHECKIN_TIMES);
}

/** Whether a hotel accepts IDs with an address in its own city: its "Local ID Accepted" collection. */
export const acceptsLocalIds = (collections: readonly string[]) => collections.includes('Local ID Accepted');

/**
 * A hotel's policies from its own data (couple friendly, local ID, pets, homestay) and a draw of its
 * own (check-in times, early check-in, smoking), so hotels differ as real ones do. Deterministic per
 * hotel id. "Need to know" holds what decides a booking; the rest is in the full policies. Written in `locale`
 * by `text` (English, as seeded, by default).
 */
export function hotelPolicies(
  hotel: PolicySource,
  locale: Locale = DEFAULT_LOCALE,
  text: TextOf = englishText,
): PolicyRow[] {
  const say = (key: PolicyTextKey, values?: TextValues) => text(locale, key, POLICY_TEXTS[key], values);
  const plan = (code: keyof typeof RATE_PLANS, field: 'name' | 'description') =>
    text(locale, `plan.${code}.${field}`, RATE_PLANS[code][field]);
  const rnd = policyRandom(hotel.id);
  const times = rnd.pick(CHECKIN_TIMES);
  // Either mark is shown on the page (category listing, collection badge), so either makes it couple friendly.
  const coupleFriendly =
    hotel.categories.includes('couple-friendly-hotels') || hotel.collections.includes('Couple Friendly');
  const localId = acceptsLocalIds(hotel.collections);
  const pets = hotel.collections.includes('Pet Friendly');
  const earlyCheckin = rnd.chance(0.5);
  const smokingRooms = rnd.chance(0.3);
  const homestay = hotel.property_type === 'homestay';
  const clocks = { checkin: { clock: times.checkin }, checkout: { clock: times.checkout } };
  const policies: Policy[] = [
    {
      policy_type: 'checkin',
      title: say('policy.checkin.title'),
      description: say('policy.checkin.description', times),
      short_description: say('policy.checkin.short', clocks),
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'id_proof',
      title: say('policy.id_proof.title'),
      description: say(localId ? 'policy.id_proof.description.local' : 'policy.id_proof.description.no_local'),
      short_description: say(localId ? 'policy.id_proof.short.local' : 'policy.id_proof.short.no_local'),
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'couples',
      title: say('policy.couples.title'),
      description: say(
        coupleFriendly ? 'policy.couples.description.allowed' : 'policy.couples.description.not_allowed',
      ),
      short_description: say(coupleFriendly ? 'policy.couples.short.allowed' : 'policy.couples.short.not_allowed'),
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'cancellation',
      title: say('policy.cancellation.title'),
      // Both plans, each by its name, as a guest compares them before choosing; a booking shows its own plan's terms.
      description: say('policy.cancellation.description', {
        refundable: plan('EP', 'name'),
        refundableTerms: plan('EP', 'description').toLocaleLowerCase(locale),
        prepaid: plan('NRP', 'name'),
        prepaidTerms: plan('NRP', 'description').toLocaleLowerCase(locale),
      }),
      short_description: say('policy.cancellation.short', { refundable: plan('EP', 'name') }),
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    {
      policy_type: 'early_checkin',
      title: say('policy.early_checkin.title'),
      description: say(
        earlyCheckin ? 'policy.early_checkin.description.available' : 'policy.early_checkin.description.unavailable',
        times,
      ),
      short_description: say(
        earlyCheckin ? 'policy.early_checkin.short.available' : 'policy.early_checkin.short.unavailable',
      ),
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    {
      policy_type: 'pets',
      title: say('policy.pets.title'),
      description: say(pets ? 'policy.pets.description.allowed' : 'policy.pets.description.not_allowed'),
      short_description: say(pets ? 'policy.pets.short.allowed' : 'policy.pets.short.not_allowed'),
      display_in_policy: true,
      display_in_need_to_know: pets,
    },
    {
      policy_type: 'smoking',
      title: say('policy.smoking.title'),
      description: say(smokingRooms ? 'policy.smoking.description.rooms' : 'policy.smoking.description.none'),
      short_description: say(smokingRooms ? 'policy.smoking.short.rooms' : 'policy.smoking.short.none'),
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    ...(homestay
      ? [
          {
            policy_type: 'house_rules',
            title: say('policy.house_rules.title'),
            description: say('policy.house_rules.description', QUIET_HOURS),
            short_description: say('policy.house_rules.short', QUIET_HOURS),
            display_in_policy: true,
            display_in_need_to_know: true,
          },
        ]
      : []),
  ];
  return policies.map((p, i) => ({ ...p, hotel_id: hotel.id, position: i + 1 }));
}

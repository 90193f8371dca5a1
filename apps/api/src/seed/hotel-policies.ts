import { createRandom } from './random';
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
  { checkin: '12:00', checkout: '11:00', short: 'Check-in 12 PM, check-out 11 AM' },
  { checkin: '14:00', checkout: '12:00', short: 'Check-in 2 PM, check-out 12 PM' },
  { checkin: '13:00', checkout: '11:00', short: 'Check-in 1 PM, check-out 11 AM' },
] as const;

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
 * hotel id. "Need to know" holds what decides a booking; the rest is in the full policies.
 */
export function hotelPolicies(hotel: PolicySource): PolicyRow[] {
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
  const refundable = RATE_PLANS.EP;
  const prepaid = RATE_PLANS.NRP;
  const policies: Policy[] = [
    {
      policy_type: 'checkin',
      title: 'Check-in and check-out',
      description: `Check-in from ${times.checkin}, check-out by ${times.checkout}.`,
      short_description: times.short,
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'id_proof',
      title: 'ID proof',
      description: localId
        ? 'Every adult shows a government photo ID at check-in. IDs with an address in this city are accepted.'
        : 'Every adult shows a government photo ID at check-in. IDs with an address in this city are not accepted.',
      short_description: localId ? 'Local IDs accepted' : 'Local IDs not accepted',
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'couples',
      title: 'Couples',
      description: coupleFriendly
        ? 'Unmarried couples are welcome with a valid government photo ID each.'
        : 'Unmarried couples cannot check in at this property.',
      short_description: coupleFriendly ? 'Couple friendly' : 'Unmarried couples not allowed',
      display_in_policy: true,
      display_in_need_to_know: true,
    },
    {
      policy_type: 'cancellation',
      title: 'Cancellation',
      // Both plans, each by its name, as a guest compares them before choosing; a booking shows its own plan's terms.
      description: `${refundable.name}: ${refundable.description.toLowerCase()}; after that one night's tariff is charged. ${prepaid.name}: ${prepaid.description.toLowerCase()}.`,
      short_description: `${refundable.name} on refundable plans`,
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    {
      policy_type: 'early_checkin',
      title: 'Early check-in',
      description: earlyCheckin
        ? `Early check-in before ${times.checkin} on request, subject to availability, at half a night's tariff.`
        : `Early check-in is not available; rooms are ready from ${times.checkin}.`,
      short_description: earlyCheckin ? 'Early check-in on request' : 'No early check-in',
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    {
      policy_type: 'pets',
      title: 'Pets',
      description: pets
        ? 'Pets are welcome in the room; tell the hotel before arrival.'
        : 'Pets are not allowed at this property.',
      short_description: pets ? 'Pets allowed' : 'No pets',
      display_in_policy: true,
      display_in_need_to_know: pets,
    },
    {
      policy_type: 'smoking',
      title: 'Smoking',
      description: smokingRooms
        ? 'Smoking is allowed in designated rooms and areas only.'
        : 'Smoking is not allowed anywhere on the property.',
      short_description: smokingRooms ? 'Smoking rooms on request' : 'No smoking',
      display_in_policy: true,
      display_in_need_to_know: false,
    },
    ...(homestay
      ? [
          {
            policy_type: 'house_rules',
            title: 'House rules',
            description: 'This is a family home: quiet hours from 10 PM to 7 AM, and no visitors in the rooms.',
            short_description: 'Quiet hours 10 PM to 7 AM',
            display_in_policy: true,
            display_in_need_to_know: true,
          },
        ]
      : []),
  ];
  return policies.map((p, i) => ({ ...p, hotel_id: hotel.id, position: i + 1 }));
}

import { hotelPolicies } from './hotel-policies';

describe('hotelPolicies', () => {
  const base = { id: 1001, property_type: 'hotel', categories: [] as string[], collections: [] as string[] };
  const short = (hotel: typeof base) => new Map(hotelPolicies(hotel).map((p) => [p.policy_type, p.short_description]));

  it('follows the hotel’s own data: couple friendly, local ID, pets, homestay rules', () => {
    const strict = short(base);
    expect(strict.get('couples')).toBe('Unmarried couples not allowed');
    expect(strict.get('id_proof')).toBe('Local IDs not accepted');
    expect(strict.get('pets')).toBe('No pets');
    expect(strict.has('house_rules')).toBe(false);
    const open = short({
      ...base,
      property_type: 'homestay',
      categories: ['couple-friendly-hotels'],
      collections: ['Local ID Accepted', 'Pet Friendly'],
    });
    expect(open.get('couples')).toBe('Couple friendly');
    expect(open.get('id_proof')).toBe('Local IDs accepted');
    expect(open.get('pets')).toBe('Pets allowed');
    expect(open.get('house_rules')).toBe('Quiet hours 10:00 PM to 7:00 AM');
  });

  it('numbers positions from 1 and lists what decides a booking under need to know', () => {
    const policies = hotelPolicies(base);
    expect(policies.map((p) => p.position)).toEqual(policies.map((_, i) => i + 1));
    const needToKnow = policies.filter((p) => p.display_in_need_to_know).map((p) => p.policy_type);
    expect(needToKnow).toEqual(['checkin', 'id_proof', 'couples']);
    expect(policies.every((p) => p.hotel_id === 1001)).toBe(true);
  });

  it('draws check-in times and early check-in per hotel, the same on every run', () => {
    const times = new Set(Array.from({ length: 40 }, (_, i) => short({ ...base, id: 1001 + i }).get('checkin')));
    expect(times.size).toBeGreaterThan(1);
    expect(hotelPolicies({ ...base, id: 1234 })).toEqual(hotelPolicies({ ...base, id: 1234 }));
  });
});

import { seededCatalogue } from '../../testing/seeded-catalogue';
import { suggest } from './suggest';
import { normaliseSearchText } from './text-match/normalise-search-text';

const catalogue = seededCatalogue();
const first = (text: string) => suggest(catalogue, text, 8)[0];

describe('suggest: search that knows India', () => {
  it.each([
    ['Bangalore', 'bengaluru', 'Bengaluru, Karnataka'],
    ['bangalore', 'bengaluru', 'Bengaluru, Karnataka'],
    ['Bombay', 'mumbai', 'Mumbai, Maharashtra'],
    ['Gurgaon', 'gurugram', 'Gurugram, Haryana'],
    ['Calcutta', 'kolkata', 'Kolkata, West Bengal'],
    ['Madras', 'chennai', 'Chennai, Tamil Nadu'],
    ['Poona', 'pune', 'Pune, Maharashtra'],
    ['Cochin', 'kochi', 'Kochi, Kerala'],
    ['Mysore', 'mysuru', 'Mysuru, Karnataka'],
    ['Vizag', 'visakhapatnam', 'Visakhapatnam, Andhra Pradesh'],
    ['Benares', 'varanasi', 'Varanasi, Uttar Pradesh'],
    ['Banaras', 'varanasi', 'Varanasi, Uttar Pradesh'],
    ['Pondicherry', 'puducherry', 'Puducherry, Puducherry'],
    ['Simla', 'shimla', 'Shimla, Himachal Pradesh'],
    ['Delhi', 'new-delhi', 'New Delhi, Delhi'],
  ])(
    'given the old or common name %s, then the city comes first under its own name, saying what matched',
    (typed, q, label) => {
      expect(first(typed)).toMatchObject({ type: 'city', q, label, alias: expect.any(String) });
      expect(normaliseSearchText(first(typed)?.alias ?? '')).toBe(normaliseSearchText(typed));
    },
  );

  it('given a city by its own name, then it comes first with no other name beside it', () => {
    expect(first('Bengaluru')).toEqual(expect.objectContaining({ type: 'city', q: 'bengaluru' }));
    expect(first('Bengaluru')).not.toHaveProperty('alias');
    expect(first('Mumbai')).toMatchObject({ type: 'city', q: 'mumbai' });
  });

  it.each([
    ['Koramangla', 'locality', 'koramangala'],
    ['Kormangala', 'locality', 'koramangala'],
    ['Electronic City', 'locality', 'electronic-city'],
    ['E-City', 'locality', 'electronic-city'],
    ['ecity', 'locality', 'electronic-city'],
    ['MG Road', 'locality', 'mg-road'],
    ['Whitefeild', 'locality', 'whitefield'],
    ['Marathalli', 'locality', 'marathahalli'],
    ['Indira Nagar', 'locality', 'indiranagar'],
    ['Panjim', 'locality', 'panaji'],
    ['BLR airport', 'landmark', 'kempegowda-international-airport'],
    ['Bangalore airport', 'landmark', 'kempegowda-international-airport'],
    ['Kempegowda', 'landmark', 'kempegowda-international-airport'],
    ['Delhi airport', 'landmark', 'indira-gandhi-international-airport'],
    ['Banglore', 'city', 'bengaluru'],
    ['Hydrabad', 'city', 'hyderabad'],
  ])('given "%s", then the %s %s comes first', (typed, type, q) => {
    expect(first(typed)).toMatchObject({ type, q });
  });

  it('given a misspelt hotel name, then the hotel is found under its real name', () => {
    expect(first('Nivas Orchid Koramangla')).toMatchObject({
      type: 'hotel',
      label: 'Nivaas Orchid Koramangala',
      hotel_id: 1001,
    });
    const orchids = suggest(catalogue, 'Nivas Orchid', 8);
    expect(orchids).toHaveLength(8);
    expect(orchids.every((s) => s.type === 'hotel' && s.label.startsWith('Nivaas Orchid '))).toBe(true);
  });

  it('given an exact name, then it ranks before prefixes, old names and misspellings', () => {
    expect(suggest(catalogue, 'Goa', 8).map((s) => s.label)).toEqual(['Goa, Goa', 'Dabolim Airport, Goa']);
    expect(suggest(catalogue, 'Pune', 8).map((s) => `${s.type} ${s.q}`)).toEqual([
      'city pune',
      'landmark pune-airport',
      'landmark pune-junction',
    ]);
    // Bangalore Palace begins with the old name; the city that is called so comes first.
    expect(suggest(catalogue, 'Bangalore', 8).map((s) => s.q)).toEqual([
      'bengaluru',
      'bangalore-palace',
      'kempegowda-international-airport',
    ]);
    expect(first('Mysore Palace')).toMatchObject({ type: 'landmark', q: 'mysore-palace' });
  });

  it('given a short query, then only names that contain it come up, never a fuzzy match', () => {
    for (const typed of ['go', 'goa', 'mg', 'a']) {
      const found = suggest(catalogue, typed, 20);
      expect(found.length).toBeGreaterThan(0);
      for (const s of found) {
        const names = normaliseSearchText(`${s.label} ${s.area.search} ${s.alias ?? ''}`).replace(/ /g, '');
        expect({ typed, label: s.label, contains: names.includes(typed) }).toEqual({
          typed,
          label: s.label,
          contains: true,
        });
      }
    }
  });

  it('orders equally good matches cities, localities, landmarks, amenities, hotels, then by label', () => {
    const types = suggest(catalogue, 'go', 20).map((s) => s.type);
    const order = ['city', 'locality', 'landmark', 'amenity', 'hotel'];
    const prefixes = suggest(catalogue, 'go', 20).filter((s) => normaliseSearchText(s.label).startsWith('go'));
    expect(prefixes.map((s) => s.type)).toEqual(
      [...prefixes.map((s) => s.type)].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
    expect(types[0]).toBe('city');
    const hotels = suggest(catalogue, 'Nivas Orchid', 8).map((s) => s.label);
    expect(hotels).toEqual([...hotels].sort((a, b) => a.localeCompare(b)));
  });

  it('given bad input, then it suggests nothing or what the letters in it name, and never throws', () => {
    for (const typed of ['', '   ', '%', '%%', '🙂', '🏨🙂', '\u0000', 'a'.repeat(500), '%E0%A4%A', '<script>']) {
      expect(() => suggest(catalogue, typed, 8)).not.toThrow();
    }
    for (const typed of ['', '   ', '%', '🙂', 'a'.repeat(500)]) expect(suggest(catalogue, typed, 8)).toEqual([]);
    expect(first('🏖️ Goa')).toMatchObject({ type: 'city', q: 'goa' });
    expect(first('BANGALORE!!!')).toMatchObject({ type: 'city', q: 'bengaluru' });
  });

  it('honours the limit', () => {
    expect(suggest(catalogue, 'a', 3)).toHaveLength(3);
    expect(suggest(catalogue, 'Nivaas', 20)).toHaveLength(20);
  });
});

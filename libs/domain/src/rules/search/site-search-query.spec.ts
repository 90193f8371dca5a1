import fc from 'fast-check';
import { addDays, daysBetween } from '../../time/kolkata-dayjs';
import { toApiStayQuery } from './api-stay-query';
import { parseSiteSearchQuery, toSiteSearchQuery } from './site-search-query';

const today = '2026-11-21';

describe('site search query (docs/rules.md section 5: DD-MM-YYYY in site queries, rooms adults-kids by commas)', () => {
  it('writes DD-MM-YYYY dates and the room config, keeping place fields', () => {
    const qs = toSiteSearchQuery({
      q: 'Goa',
      stay: { checkin: '2026-11-25', checkout: '2026-11-27' },
      rooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
      extra: { city: 'goa', lat: '15.3', checkin: 'ignored' },
    });
    expect(qs).toBe('q=Goa&city=goa&lat=15.3&checkin=25-11-2026&checkout=27-11-2026&roomconfig=2-1%2C1-0');
  });

  it('reads it back, clamping a past check-in to today and a bad stay to one night', () => {
    expect(
      parseSiteSearchQuery('q=Pune&checkin=01-11-2026&checkout=01-11-2026&roomconfig=9-0&city=pune', today),
    ).toEqual({
      q: 'Pune',
      stay: { checkin: today, checkout: '2026-11-22' },
      rooms: [{ adults: 5, kids: 0 }],
      extra: { city: 'pune' },
    });
  });

  it('falls back to tonight and one default room when nothing parses', () => {
    expect(parseSiteSearchQuery('checkin=31-02-2026&roomconfig=x', today)).toMatchObject({
      q: '',
      stay: { checkin: today, checkout: '2026-11-22' },
      rooms: [{ adults: 1, kids: 0 }],
    });
  });

  it('property: any query string parses to a valid search (1 to 15 nights from today, rooms in bounds)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const out = parseSiteSearchQuery(`checkin=${a}&checkout=${b}&roomconfig=${c}`, today);
        const nights = daysBetween(out.stay.checkin, out.stay.checkout);
        expect(nights >= 1 && nights <= 15).toBe(true);
        expect(daysBetween(today, out.stay.checkin)).toBeGreaterThanOrEqual(0);
        expect(out.rooms.every((r) => r.adults >= 1 && r.adults <= 5 && r.kids >= 0 && r.kids <= 5)).toBe(true);
      }),
    );
  });

  it('property: a valid search round-trips through the query string', () => {
    const room = fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 15 }),
        fc.array(room, { minLength: 1, maxLength: 6 }),
        (q, offset, nights, rooms) => {
          const checkin = addDays(today, offset);
          const query = { q, stay: { checkin, checkout: addDays(checkin, nights) }, rooms, extra: {} };
          expect(parseSiteSearchQuery(toSiteSearchQuery(query), today)).toEqual(query);
        },
      ),
    );
  });
});

describe('toApiStayQuery (docs/rules.md section 5: YYYY-MM-DD in API queries)', () => {
  it('writes YYYY-MM-DD dates and the room config', () => {
    expect(toApiStayQuery({ checkin: '2026-11-25', checkout: '2026-11-27' }, [{ adults: 2, kids: 0 }])).toEqual({
      checkin: '2026-11-25',
      checkout: '2026-11-27',
      roomconfig: '2-0',
    });
  });
});

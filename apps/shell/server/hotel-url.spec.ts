/** @jest-environment node */
import { matchRoute } from '@nivaas/routes';
import { hotelIdOf, hotelUrlAnswer, type HotelIdentity } from './hotel-url';

const SUITES: HotelIdentity = { id: 1042, slug: 'nivaas-suites-marathahalli', citySlug: 'bengaluru' };
const OWN = '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/';

describe('hotelIdOf', () => {
  it.each([
    ['/hotels-in-bengaluru/x-1042/', 1042],
    ['/hotels-in-bengaluru/x-01042/', 1042],
    ['/hotels-in-bengaluru/x-0/', null],
    ['/hotels-in-bengaluru/x-99999999999999999999/', null],
  ])('given %s, then the id is %p', (path, id) => {
    expect(hotelIdOf(matchRoute(path))).toBe(id);
  });
});

describe('hotelUrlAnswer', () => {
  it("given the hotel's own URL, then it is served", () => {
    expect(hotelUrlAnswer(OWN, '?checkin=01-01-2030', SUITES)).toEqual({ kind: 'serve' });
  });

  it("given another hotel's slug on this id, then 301 to the hotel's own URL with the query", () => {
    expect(
      hotelUrlAnswer(
        '/hotels-in-bengaluru/nivaas-koramangala-residency-1042/',
        '?checkin=01-01-2030&roomconfig=2-0',
        SUITES,
      ),
    ).toEqual({ kind: 'redirect', location: `${OWN}?checkin=01-01-2030&roomconfig=2-0` });
  });

  it('given another city, a zero-padded id or an empty query mark, then 301 to the own URL without a stray "?"', () => {
    expect(hotelUrlAnswer('/hotels-in-goa/nivaas-suites-marathahalli-1042/', '', SUITES)).toEqual({
      kind: 'redirect',
      location: OWN,
    });
    expect(hotelUrlAnswer('/hotels-in-bengaluru/nivaas-suites-marathahalli-01042/', '?', SUITES)).toEqual({
      kind: 'redirect',
      location: OWN,
    });
  });

  it('given the API said there is no such hotel, then Not Found', () => {
    expect(hotelUrlAnswer(OWN, '', null)).toEqual({ kind: 'not-found' });
    expect(hotelUrlAnswer(OWN, '', 'gone')).toEqual({ kind: 'gone' });
  });

  it('given no answer from the API, then the page is served as it is (never a wrong 404 or redirect)', () => {
    expect(hotelUrlAnswer('/hotels-in-goa/anything-1042/', '', undefined)).toEqual({ kind: 'serve' });
  });

  it('given slugs in the API data that cannot make a hotel URL, then no redirect (no loop, no broken target)', () => {
    expect(hotelUrlAnswer(OWN, '', { ...SUITES, citySlug: '' })).toEqual({ kind: 'serve' });
    expect(hotelUrlAnswer(OWN, '', { ...SUITES, citySlug: '---' })).toEqual({ kind: 'serve' });
  });

  it('given a slug the API writes with capitals or spaces, then the target is its slugified form, which passes itself', () => {
    const odd = { ...SUITES, slug: 'Nivaas Suites  Marathahalli' };
    const answer = hotelUrlAnswer('/hotels-in-bengaluru/old-name-1042/', '', odd);
    expect(answer).toEqual({ kind: 'redirect', location: OWN });
    expect(hotelUrlAnswer(OWN, '', odd)).toEqual({ kind: 'serve' });
  });
});

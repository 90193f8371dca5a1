import { searchTarget } from './search-target';
import { suggestion } from './testing';

const stay = { checkin: '2030-01-10', checkout: '2030-01-12' };
const rooms = [
  { adults: 2, kids: 1 },
  { adults: 1, kids: 0 },
];
const dates = 'checkin=10-01-2030&checkout=12-01-2030&roomconfig=2-1%2C1-0';

describe('searchTarget: the URL a search goes to, built from the route table', () => {
  it('a city goes to its listing', () => {
    expect(searchTarget({ text: 'Bengaluru', suggestion: suggestion('city', 'Bengaluru') }, stay, rooms)).toBe(
      `/hotels-in-bengaluru/?q=Bengaluru&city=Bengaluru&state=Karnataka&${dates}`,
    );
  });

  it('a locality goes to the locality-city listing', () => {
    expect(searchTarget({ text: 'Koramangala', suggestion: suggestion('locality', 'Koramangala') }, stay, rooms)).toBe(
      `/hotels-in-koramangala-bengaluru/?q=Koramangala&city=Bengaluru&state=Karnataka&locality=Koramangala&${dates}`,
    );
  });

  it('a landmark goes to hotels near it, with its point', () => {
    expect(searchTarget({ text: 'MG Road', suggestion: suggestion('landmark', 'MG Road') }, stay, rooms)).toBe(
      `/hotels-near-mg-road/?q=MG+Road&city=Bengaluru&state=Karnataka&landmark=MG+Road&lat=12.97&lng=77.59&${dates}`,
    );
  });

  it('a hotel goes to its page', () => {
    const hotel = suggestion('hotel', 'Nivaas Koramangala Residency');
    expect(searchTarget({ text: hotel.area.search, suggestion: hotel }, stay, rooms)).toBe(
      `/hotels-in-bengaluru/nivaas-koramangala-residency-1042/?q=Nivaas+Koramangala+Residency&city=Bengaluru&state=Karnataka&hotel_id=1042&${dates}`,
    );
  });

  it('an amenity goes to the search page, which offers it per city', () => {
    expect(
      searchTarget({ text: 'Free Breakfast', suggestion: suggestion('amenity', 'Free Breakfast') }, stay, rooms),
    ).toBe(`/search/Free%20Breakfast/?q=Free+Breakfast&amenity=free-breakfast&${dates}`);
  });

  it('free text goes to /search/{text}/, encoded', () => {
    expect(searchTarget({ text: ' 50% off / Goa ', suggestion: null }, stay, rooms)).toBe(
      `/search/50%25%20off%20%2F%20Goa/?q=50%25+off+%2F+Goa&${dates}`,
    );
  });
});

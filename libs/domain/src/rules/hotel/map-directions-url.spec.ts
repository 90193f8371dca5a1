import { mapDirectionsUrl } from './map-search-url';

describe('mapDirectionsUrl (the Directions link of a booking)', () => {
  it('given a hotel point, then Google Maps directions to it', () => {
    expect(mapDirectionsUrl({ lat: 12.9569, lng: 77.7011 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9569%2C77.7011',
    );
  });

  it('given no usable point (0,0, out of range, not a number), then no link', () => {
    expect(mapDirectionsUrl({ lat: 0, lng: 0 })).toBeNull();
    expect(mapDirectionsUrl({ lat: 91, lng: 77 })).toBeNull();
    expect(mapDirectionsUrl({ lat: Number.NaN, lng: 77 })).toBeNull();
  });
});

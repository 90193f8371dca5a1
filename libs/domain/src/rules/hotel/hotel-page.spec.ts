import { distanceKm } from './distance-km';
import { groupImagesByCategory } from './group-images-by-category';
import { isTaReviewShown } from './is-ta-review-shown';
import { mapSearchUrl } from './map-search-url';
import { policiesFor } from './policies-for';

describe('distanceKm (distance from the landmark searched)', () => {
  it('given two points in Bengaluru, then the great-circle distance to one decimal', () => {
    expect(distanceKm({ lat: 12.9352, lng: 77.6245 }, { lat: 12.9716, lng: 77.5946 })).toBe(5.2);
    expect(distanceKm({ lat: 12.97, lng: 77.59 }, { lat: 12.97, lng: 77.59 })).toBe(0);
  });
});

describe('mapSearchUrl (the map link of a hotel)', () => {
  it('given coordinates, then a Google Maps search URL for them', () => {
    expect(mapSearchUrl({ lat: 12.93, lng: 77.62 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.93%2C77.62',
    );
  });
});

describe('policiesFor (docs/rules.md 3: display_in_need_to_know, display_in_policy, sorted by position)', () => {
  const policies = [
    { title: 'Pets', display_in_policy: true, display_in_need_to_know: false, position: 3 },
    { title: 'ID', display_in_policy: true, display_in_need_to_know: true, position: 1 },
    { title: 'Check-in', display_in_policy: false, display_in_need_to_know: true, position: 0 },
    { title: 'Couples', display_in_policy: true, display_in_need_to_know: false, position: 2 },
  ];
  it('given the need-to-know place, then only those marked for it, by position', () => {
    expect(policiesFor(policies, 'need-to-know').map((p) => p.title)).toEqual(['Check-in', 'ID']);
  });
  it('given the policy place, then only those marked for it, by position', () => {
    expect(policiesFor(policies, 'policy').map((p) => p.title)).toEqual(['ID', 'Couples', 'Pets']);
  });
});

describe('isTaReviewShown (TA review only over the content threshold)', () => {
  const review = { ta_enabled: true, rating: 4, count: 120 };
  it('given a rating over the threshold, then shown', () => expect(isTaReviewShown(review, 3.5)).toBe(true));
  it('given a rating at or under the threshold, then hidden', () => {
    expect(isTaReviewShown(review, 4)).toBe(false);
    expect(isTaReviewShown({ ...review, rating: 3 }, 3.5)).toBe(false);
  });
  it('given TA disabled, no reviews or no threshold known, then hidden', () => {
    expect(isTaReviewShown({ ...review, ta_enabled: false }, 3.5)).toBe(false);
    expect(isTaReviewShown({ ...review, count: 0 }, 3.5)).toBe(false);
    expect(isTaReviewShown(review, null)).toBe(false);
  });
});

describe('groupImagesByCategory (the gallery by category)', () => {
  it('given images out of order, then categories by their first picture and pictures by position', () => {
    const images = [
      { id: 3, category: 'Room', position: 2 },
      { id: 1, category: 'Facade', position: 0 },
      { id: 4, category: 'Facade', position: 3 },
      { id: 2, category: 'Room', position: 1 },
      { id: 5, category: ' ', position: 4 },
    ];
    expect(groupImagesByCategory(images).map((g) => [g.category, g.images.map((i) => i.id)])).toEqual([
      ['Facade', [1, 4]],
      ['Room', [2, 3]],
      ['other', [5]],
    ]);
  });
});

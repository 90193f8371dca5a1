import { hotelDetails, plan, roomPrice, roomPrices } from '../../testing/hotel-fixtures';
import { chosenOffer, toRoomOffers } from './room-offers';

describe('toRoomOffers (room types of the page for the stay)', () => {
  it('given every room type priced, then SPEC order with the sold-out one last, each with its photos', () => {
    const offers = toRoomOffers(hotelDetails(), roomPrices(), [{ adults: 2, kids: 0 }]);
    expect(offers.map((o) => [o.type, o.bookable])).toEqual([
      ['acacia', true],
      ['oak', true],
      ['maple', true],
      ['mahogany', true],
      ['common', false],
    ]);
    expect(offers[0]?.photos.map((p) => p.id)).toEqual([10422]);
    expect(offers[0]).toMatchObject({ name: 'Acacia (Standard)', maxAdults: 2, maxChildren: 1, maxGuests: 3 });
  });

  it('given the API says a room type does not fit the guests, then it cannot be booked', () => {
    const prices = roomPrices(1, {
      room_types: [roomPrice('acacia', [plan()], { fits_guests: false }), roomPrice('oak', [plan()])],
    });
    const offers = toRoomOffers(hotelDetails(), prices, [{ adults: 3, kids: 0 }]);
    expect(offers.find((o) => o.type === 'acacia')).toMatchObject({ fitsGuests: false, bookable: false });
    expect(offers.find((o) => o.type === 'oak')).toMatchObject({ fitsGuests: true, bookable: true });
  });

  it('given a room type the prices leave out, then whether it fits comes from its limits and it is not bookable', () => {
    const prices = roomPrices(1, { room_types: [roomPrice('oak', [plan()])] });
    const offers = toRoomOffers(hotelDetails(), prices, [{ adults: 3, kids: 0 }]);
    expect(offers.find((o) => o.type === 'common')).toMatchObject({ fitsGuests: false, bookable: false, plans: [] });
    expect(offers.find((o) => o.type === 'mahogany')).toMatchObject({ fitsGuests: true, bookable: false });
  });

  it('given no prices at all, then every room type is listed and none is bookable', () => {
    const offers = toRoomOffers(hotelDetails(), null, [{ adults: 1, kids: 0 }]);
    expect(offers).toHaveLength(5);
    expect(offers.every((o) => !o.bookable)).toBe(true);
  });

  it('chosenOffer finds the room and plan of a choice', () => {
    const offers = toRoomOffers(hotelDetails(), roomPrices(), [{ adults: 1, kids: 0 }]);
    expect(chosenOffer(offers, { roomType: 'oak', ratePlan: 'NRP' })?.plan.code).toBe('NRP');
    expect(chosenOffer(offers, { roomType: 'oak', ratePlan: 'XX' })).toBeNull();
    expect(chosenOffer(offers, null)).toBeNull();
  });
});

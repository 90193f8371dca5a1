import fc from 'fast-check';
import { defaultRoomChoice, type ChoosableRoom } from './default-room-choice';
import { orderRoomOffers } from './order-room-offers';
import { resolveRoomChoice } from './resolve-room-choice';
import { roomFitsGuests } from './room-fits-guests';

describe('roomFitsGuests (a room that cannot hold the chosen guests says so)', () => {
  const acacia = { maxAdults: 2, maxChildren: 1, maxGuests: 3 };
  it('given every room within the limits, then it fits', () => {
    expect(
      roomFitsGuests(acacia, [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ]),
    ).toBe(true);
  });
  it('given one room over the adults, kids or guests limit, then it does not fit', () => {
    expect(
      roomFitsGuests(acacia, [
        { adults: 1, kids: 0 },
        { adults: 3, kids: 0 },
      ]),
    ).toBe(false);
    expect(roomFitsGuests(acacia, [{ adults: 1, kids: 2 }])).toBe(false);
    expect(roomFitsGuests({ maxAdults: 3, maxChildren: 2, maxGuests: 4 }, [{ adults: 3, kids: 2 }])).toBe(false);
  });
  it('given no guests limit, then adults plus children is the limit', () => {
    expect(roomFitsGuests({ maxAdults: 3, maxChildren: 2 }, [{ adults: 3, kids: 2 }])).toBe(true);
  });
  it('property: a room config fits exactly when each of its rooms fits alone', () => {
    const room = fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 10 }), (rooms) => {
        expect(roomFitsGuests(acacia, rooms)).toBe(rooms.every((r) => roomFitsGuests(acacia, [r])));
      }),
    );
  });
});

describe('orderRoomOffers (docs/rules.md 3 order; sold-out room types after available ones)', () => {
  it('given mixed types, then bookable ones in SPEC order, then the others in SPEC order', () => {
    const offers = [
      { type: 'mahogany', bookable: true },
      { type: 'oak', bookable: false },
      { type: 'acacia', bookable: true },
      { type: 'common', bookable: false },
      { type: 'maple', bookable: true },
    ];
    expect(orderRoomOffers(offers).map((o) => o.type)).toEqual(['acacia', 'maple', 'mahogany', 'common', 'oak']);
  });
});

const room = (type: string, plans: [string, number, boolean?][], bookable = true): ChoosableRoom => ({
  type,
  bookable,
  plans: plans.map(([code, sellingPrice, isSoldOut = false]) => ({ code, sellingPrice, isSoldOut })),
});

describe('defaultRoomChoice (the cheapest available plan of the first available room type)', () => {
  it('given the first room cannot be booked, then the next one with its cheapest open plan', () => {
    const rooms = [
      room('common', [['EP', 900]], false),
      room('acacia', [
        ['EP', 2000],
        ['NRP', 1800, true],
        ['CP', 1900],
      ]),
      room('oak', [['EP', 1000]]),
    ];
    expect(defaultRoomChoice(rooms)).toEqual({ roomType: 'acacia', ratePlan: 'CP' });
  });
  it('given nothing can be booked, then null (sold out)', () => {
    expect(defaultRoomChoice([room('oak', [['EP', 1000, true]]), room('maple', [['EP', 900]], false)])).toBeNull();
    expect(defaultRoomChoice([])).toBeNull();
  });
});

describe('resolveRoomChoice (the URL and the search store keep the choice; bad input falls back)', () => {
  const rooms = [
    room('acacia', [
      ['EP', 2000],
      ['NRP', 1800],
    ]),
    room('oak', [
      ['EP', 2400],
      ['NRP', 2200, true],
    ]),
    room('maple', [['EP', 3000]], false),
  ];
  it('given a bookable room and plan, then that choice, whatever the case', () => {
    expect(resolveRoomChoice(rooms, { roomType: ' OAK ', ratePlan: 'ep' })).toEqual({
      roomType: 'oak',
      ratePlan: 'EP',
    });
  });
  it('given a sold-out or unknown plan of a bookable room, then the room with its cheapest open plan', () => {
    expect(resolveRoomChoice(rooms, { roomType: 'oak', ratePlan: 'NRP' })).toEqual({ roomType: 'oak', ratePlan: 'EP' });
    expect(resolveRoomChoice(rooms, { roomType: 'acacia', ratePlan: 'XYZ' })).toEqual({
      roomType: 'acacia',
      ratePlan: 'NRP',
    });
  });
  it('given a room that cannot be booked, an unknown room or nothing, then the default', () => {
    const fallback = { roomType: 'acacia', ratePlan: 'NRP' };
    expect(resolveRoomChoice(rooms, { roomType: 'maple', ratePlan: 'EP' })).toEqual(fallback);
    expect(resolveRoomChoice(rooms, { roomType: '<script>', ratePlan: null })).toEqual(fallback);
    expect(resolveRoomChoice(rooms, {})).toEqual(fallback);
  });
  it('property: any requested strings give null or a choice that can be booked', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (roomType, ratePlan) => {
        const choice = resolveRoomChoice(rooms, { roomType, ratePlan });
        const chosen = rooms.find((r) => r.type === choice?.roomType);
        expect(chosen?.bookable).toBe(true);
        expect(chosen?.plans.find((p) => p.code === choice?.ratePlan)?.isSoldOut).toBe(false);
      }),
    );
  });
});

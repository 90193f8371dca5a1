import fc from 'fast-check';
import { addRoom } from './add-room';
import { changeGuests } from './change-guests';
import { clampRoom } from './clamp-room';
import { decodeRoomConfig } from './decode-room-config';
import { encodeRoomConfig } from './encode-room-config';
import { removeRoom } from './remove-room';
import { parseRoomConfig } from './parse-room-config';
import { DEFAULT_ROOMS, MAX_ROOMS, type Room } from './room';

const validRoom = fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) });
const anyRoom = fc.record({ adults: fc.integer({ min: -50, max: 50 }), kids: fc.integer({ min: -50, max: 50 }) });
const inBounds = (r: Room) => r.adults >= 1 && r.adults <= 5 && r.kids >= 0 && r.kids <= 5;

describe('addRoom (docs/rules.md section 4: adding a room appends 1 adult and 0 kids)', () => {
  it('appends { adults: 1, kids: 0 }', () => {
    expect(addRoom([{ adults: 3, kids: 2 }])).toEqual([
      { adults: 3, kids: 2 },
      { adults: 1, kids: 0 },
    ]);
  });
});

describe('removeRoom (docs/rules.md section 4: removing drops the last room)', () => {
  it('drops the last room and never the only one', () => {
    expect(
      removeRoom([
        { adults: 3, kids: 2 },
        { adults: 1, kids: 1 },
      ]),
    ).toEqual([{ adults: 3, kids: 2 }]);
    expect(removeRoom([{ adults: 2, kids: 0 }])).toEqual([{ adults: 2, kids: 0 }]);
  });
});

describe('clampRoom (docs/rules.md section 5: at most 5 adults and 5 kids; adults at least 1; kids at least 0)', () => {
  it('clamps to bounds and treats non-numbers as the minimum', () => {
    expect(clampRoom({ adults: 9, kids: 9 })).toEqual({ adults: 5, kids: 5 });
    expect(clampRoom({ adults: 0, kids: -1 })).toEqual({ adults: 1, kids: 0 });
    expect(clampRoom({ adults: Number.NaN, kids: 2.7 })).toEqual({ adults: 1, kids: 2 });
  });

  it('property: any room clamps into bounds', () => {
    fc.assert(fc.property(anyRoom, (r) => expect(inBounds(clampRoom(r))).toBe(true)));
  });
});

describe('changeGuests (docs/rules.md section 4: guest counts change per room and type)', () => {
  const rooms = [
    { adults: 1, kids: 0 },
    { adults: 5, kids: 5 },
  ];
  it('changes only the given room and type', () => {
    expect(changeGuests(rooms, 0, 'kids', 1)).toEqual([
      { adults: 1, kids: 1 },
      { adults: 5, kids: 5 },
    ]);
  });
  it('stops at the bounds', () => {
    expect(changeGuests(rooms, 0, 'adults', -1)[0]).toEqual({ adults: 1, kids: 0 });
    expect(changeGuests(rooms, 1, 'adults', 1)[1]).toEqual({ adults: 5, kids: 5 });
  });
});

describe('room config encode/decode (docs/rules.md section 5: adults-kids per room joined by commas)', () => {
  it('encodes adults-kids joined by commas', () => {
    expect(
      encodeRoomConfig([
        { adults: 2, kids: 0 },
        { adults: 1, kids: 3 },
      ]),
    ).toBe('2-0,1-3');
  });

  it('decodes with clamping, missing kids as 0, unreadable rooms dropped, default when empty', () => {
    expect(decodeRoomConfig('2-0,1-3')).toEqual([
      { adults: 2, kids: 0 },
      { adults: 1, kids: 3 },
    ]);
    expect(decodeRoomConfig('9-9,0-0')).toEqual([
      { adults: 5, kids: 5 },
      { adults: 1, kids: 0 },
    ]);
    expect(decodeRoomConfig('3, x-1 ,2 - 1')).toEqual([
      { adults: 3, kids: 0 },
      { adults: 2, kids: 1 },
    ]);
    expect(decodeRoomConfig('')).toEqual(DEFAULT_ROOMS);
    expect(decodeRoomConfig(null)).toEqual(DEFAULT_ROOMS);
    expect(decodeRoomConfig('a-b')).toEqual(DEFAULT_ROOMS);
  });

  it('property: decode(encode(rooms)) = rooms for valid rooms', () => {
    fc.assert(
      fc.property(fc.array(validRoom, { minLength: 1, maxLength: 8 }), (rooms) => {
        expect(decodeRoomConfig(encodeRoomConfig(rooms))).toEqual(rooms);
      }),
    );
  });

  it('property: any query string decodes to at least one room, every room in bounds', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const rooms = decodeRoomConfig(s);
        expect(rooms.length).toBeGreaterThanOrEqual(1);
        expect(rooms.every(inBounds)).toBe(true);
      }),
    );
  });
});

// Regression: MAX_ROOMS lived in a component while decodeRoomConfig and addRoom accepted any count.
describe('room count limit (MAX_ROOMS = 10, as the API contract accepts)', () => {
  const tenRooms = Array.from({ length: MAX_ROOMS }, () => ({ adults: 1, kids: 0 }));

  it('given 10 rooms, when a room is added, then there are still 10', () => {
    expect(MAX_ROOMS).toBe(10);
    expect(addRoom(tenRooms)).toHaveLength(MAX_ROOMS);
  });

  it('given a URL with 12 rooms, when decoded, then the first 10 are kept', () => {
    const decoded = decodeRoomConfig(Array.from({ length: 12 }, (_, i) => `${(i % 5) + 1}-0`).join(','));
    expect(decoded).toHaveLength(MAX_ROOMS);
    expect(decoded[0]).toEqual({ adults: 1, kids: 0 });
  });

  it('property: any string decodes to at most MAX_ROOMS rooms', () => {
    fc.assert(fc.property(fc.string(), (s) => decodeRoomConfig(s).length <= MAX_ROOMS));
  });
});

describe("parseRoomConfig (the API's strict reading of the same codec)", () => {
  it('reads what encodeRoomConfig writes', () => {
    expect(parseRoomConfig('2-0,1-3')).toEqual([
      { adults: 2, kids: 0 },
      { adults: 1, kids: 3 },
    ]);
  });

  it.each(['', '0-0', '6-0', '1-6', '2', '2-0,', ' 2-0', '2-0,x', '10-0', Array(11).fill('1-0').join(',')])(
    'refuses %p instead of clamping it',
    (text) => {
      expect(parseRoomConfig(text)).toBeNull();
    },
  );

  it('property: parse(encode(rooms)) = rooms for up to MAX_ROOMS valid rooms', () => {
    fc.assert(
      fc.property(fc.array(validRoom, { minLength: 1, maxLength: MAX_ROOMS }), (rooms) => {
        expect(parseRoomConfig(encodeRoomConfig(rooms))).toEqual(rooms);
      }),
    );
  });

  it('property: whatever the strict parser accepts, the lenient decoder reads the same way', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const strict = parseRoomConfig(s);
        if (strict) expect(decodeRoomConfig(s)).toEqual(strict);
      }),
    );
  });
});

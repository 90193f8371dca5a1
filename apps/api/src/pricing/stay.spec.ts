import fc from 'fast-check';
import { RoomConfig } from '@nivaas/api-client/contract';
import { addDays, todayInKolkata } from '@nivaas/domain';
import { encodeRoomConfig, MAX_ROOMS, parseRoomConfig } from '@nivaas/domain/rooms';
import { parseStay } from './stay';

const contractAccepts = (text: string) => new RegExp((RoomConfig as { pattern?: string }).pattern ?? '').test(text);
const roomLike = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { minLength: 1, maxLength: 12 })
  .map((rooms) => rooms.map(([a, k]) => `${a}-${k}`).join(','));

describe('the stay and room config the API accepts are the rules of @nivaas/domain', () => {
  it('property: the contract pattern and parseRoomConfig accept exactly the same room configs', () => {
    fc.assert(
      fc.property(fc.oneof(roomLike, fc.string()), (text) => {
        expect(parseRoomConfig(text) !== null).toBe(contractAccepts(text));
      }),
    );
  });

  it('given MAX_ROOMS rooms, then both accept; one more, then both refuse', () => {
    const rooms = Array.from({ length: MAX_ROOMS }, () => ({ adults: 2, kids: 1 }));
    expect(contractAccepts(encodeRoomConfig(rooms))).toBe(true);
    expect(parseStay(todayInKolkata(), addDays(todayInKolkata(), 1), encodeRoomConfig(rooms)).rooms).toHaveLength(10);
    const tooMany = encodeRoomConfig([...rooms, { adults: 1, kids: 0 }]);
    expect(contractAccepts(tooMany)).toBe(false);
    expect(() => parseStay(todayInKolkata(), addDays(todayInKolkata(), 1), tooMany)).toThrow('Invalid room config');
  });

  it('given a past check-in in Asia/Kolkata, then it is a 400 naming the rule', () => {
    expect(() => parseStay(addDays(todayInKolkata(), -1), todayInKolkata())).toThrow('Check-in is in the past');
  });

  it('given 16 nights, then it is refused with the maximum stay', () => {
    expect(() => parseStay(todayInKolkata(), addDays(todayInKolkata(), 16))).toThrow('Maximum stay is 15 nights');
  });
});

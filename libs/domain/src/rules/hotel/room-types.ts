/** docs/rules.md section 3: room type order: common, acacia, oak, maple, mahogany. */
export const ROOM_TYPE_ORDER = ['common', 'acacia', 'oak', 'maple', 'mahogany'] as const;

/** docs/rules.md section 3: a room type id is {hotelId}|{roomType}. */
export function roomTypeId(hotelId: string | number, roomType: string): string {
  return `${hotelId}|${roomType}`;
}

const rank = (type: string) => {
  const i = (ROOM_TYPE_ORDER as readonly string[]).indexOf(type.toLowerCase());
  return i < 0 ? ROOM_TYPE_ORDER.length : i;
};

/** Orders room types by docs/rules.md's order; unknown types go last, in their given order. */
export function sortRoomTypes<T extends { readonly type: string }>(roomTypes: readonly T[]): T[] {
  return roomTypes
    .map((roomType, index) => ({ roomType, index }))
    .sort((a, b) => rank(a.roomType.type) - rank(b.roomType.type) || a.index - b.index)
    .map((x) => x.roomType);
}

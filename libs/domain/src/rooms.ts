/** @nivaas/domain/rooms: Rooms and guests: the room config codec and its limits (docs/rules.md 4, 5). */
export * from './rules/rooms/room';
export { addRoom } from './rules/rooms/add-room';
export { removeRoom } from './rules/rooms/remove-room';
export { changeGuests } from './rules/rooms/change-guests';
export { clampRoom } from './rules/rooms/clamp-room';
export { encodeRoomConfig } from './rules/rooms/encode-room-config';
export { decodeRoomConfig } from './rules/rooms/decode-room-config';
export { parseRoomConfig } from './rules/rooms/parse-room-config';

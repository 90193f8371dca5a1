/** @nivaas/domain/rooms: Rooms and guests: the room config codec and its limits (docs/rules.md 4, 5). */
export * from './rules/rooms/rooms';

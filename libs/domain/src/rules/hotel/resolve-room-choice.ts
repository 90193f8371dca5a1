import {
  canChooseRoom,
  cheapestOpenPlan,
  defaultRoomChoice,
  type ChoosableRoom,
  type RoomChoice,
} from './default-room-choice';

/**
 * The choice a URL or the search store asks for (`roomtype`, `rateplan`), if it can be booked; a bookable
 * room with an unknown or sold-out plan keeps the room with its cheapest open plan; anything else falls back
 * to the default. The URL is user input: case and spaces do not matter, a bad value never throws.
 */
export function resolveRoomChoice(
  rooms: readonly ChoosableRoom[],
  requested: { readonly roomType?: string | null; readonly ratePlan?: string | null },
): RoomChoice | null {
  const wantedType = requested.roomType?.trim().toLowerCase();
  const room = wantedType ? rooms.find((r) => r.type.toLowerCase() === wantedType && canChooseRoom(r)) : undefined;
  if (!room) return defaultRoomChoice(rooms);
  const wantedPlan = requested.ratePlan?.trim().toUpperCase();
  const plan =
    (wantedPlan ? room.plans.find((p) => p.code.toUpperCase() === wantedPlan && !p.isSoldOut) : undefined) ??
    cheapestOpenPlan(room);
  return plan ? { roomType: room.type, ratePlan: plan.code } : defaultRoomChoice(rooms);
}

/** A rate plan as a choice: its code, what it costs for the stay and whether it can still be booked. */
export interface ChoosablePlan {
  readonly code: string;
  readonly sellingPrice: number;
  readonly isSoldOut: boolean;
}

/** A room type as a choice: bookable when it fits the guests and has rooms left. */
export interface ChoosableRoom {
  readonly type: string;
  readonly bookable: boolean;
  readonly plans: readonly ChoosablePlan[];
}

/** docs/rules.md section 3, search state roomConfig.roomType and roomConfig.ratePlan. */
export interface RoomChoice {
  readonly roomType: string;
  readonly ratePlan: string;
}

/** The cheapest plan of a room that can still be booked, or null. */
export const cheapestOpenPlan = (room: ChoosableRoom): ChoosablePlan | null =>
  room.plans.reduce<ChoosablePlan | null>(
    (best, plan) => (!plan.isSoldOut && (!best || plan.sellingPrice < best.sellingPrice) ? plan : best),
    null,
  );

/** A room the visitor may choose: it fits, has rooms left and an open plan. */
export const canChooseRoom = (room: ChoosableRoom): boolean => room.bookable && cheapestOpenPlan(room) !== null;

/**
 * The choice a hotel page starts with: the cheapest open rate plan of the first room type that can be
 * booked, in the order given (orderRoomOffers). Null when nothing can be booked (the stay is sold out).
 */
export function defaultRoomChoice(rooms: readonly ChoosableRoom[]): RoomChoice | null {
  const room = rooms.find(canChooseRoom);
  const plan = room ? cheapestOpenPlan(room) : null;
  return room && plan ? { roomType: room.type, ratePlan: plan.code } : null;
}

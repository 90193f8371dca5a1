import type { RatePlanPrice, RoomTypePrice } from '@nivaas/api-client/contract';
import { defaultRoomChoice, orderRoomOffers } from '@nivaas/domain/hotel';

/** A hotel's price for a stay as the listing shows it, and the room type it is for. */
export interface HeadlinePlan {
  readonly roomType: string;
  readonly plan: RatePlanPrice;
}

/**
 * The plan a hotel page opens with for these prices (defaultRoomChoice over the room types in docs/rules.md order,
 * the bookable ones first: those that hold the guests and have a plan left), so the price on a listing card,
 * in a sold-out hotel's alternatives and on the hotel page is the same for the same stay and visitor (issue
 * 33). Null when nothing can be booked.
 */
export function headlinePlan(roomTypes: readonly RoomTypePrice[]): HeadlinePlan | null {
  const rooms = orderRoomOffers(
    roomTypes.map((rt) => ({
      type: rt.room_type,
      bookable: rt.fits_guests && rt.rate_plans.some((plan) => !plan.isSoldOut),
      plans: rt.rate_plans,
    })),
  );
  const choice = defaultRoomChoice(rooms);
  const plan = choice
    ? rooms.find((room) => room.type === choice.roomType)?.plans.find((p) => p.code === choice.ratePlan)
    : undefined;
  return choice && plan ? { roomType: choice.roomType, plan } : null;
}

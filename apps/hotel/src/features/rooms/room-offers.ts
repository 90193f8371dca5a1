import type { HotelDetails, HotelImage, RoomPricesResponse } from '@nivaas/api-client/contract';
import { corporatePlan, type CorporatePrice, type OfferPlan } from './corporate-plan';
import { orderRoomOffers, roomFitsGuests } from '@nivaas/domain/hotel';
import { type Room } from '@nivaas/domain/rooms';

/** One room type of a hotel for the stay: what it is, whether it can be booked, and its rate plans' prices. */
export interface RoomOffer {
  readonly type: string;
  readonly name: string;
  readonly description: string;
  readonly size: string;
  readonly bed: string;
  readonly maxAdults: number;
  readonly maxChildren: number;
  readonly maxGuests: number;
  readonly facilities: readonly string[];
  readonly photos: readonly HotelImage[];
  /** Every room of the room config fits this room type. */
  readonly fitsGuests: boolean;
  /** Rooms of this type left for the stay. */
  readonly available: number;
  /** It fits, is priced and has a plan that is not sold out. */
  readonly bookable: boolean;
  /** Each plan as the page shows it: the refundable one at a corporate user's rate when there is one. */
  readonly plans: readonly OfferPlan[];
  /** The coupon in these prices (auto-applied by the pricing call) and what it says. */
  readonly couponCode: string | null;
  readonly couponDescription: string | null;
  /** The visitor is a signed-in member and the prices include the member discount. */
  readonly memberDiscountApplied: boolean;
}

/**
 * The room types of a hotel page for the stay, in docs/rules.md order with the bookable ones first: the hotel's
 * room types (its photos by room_type_code) joined with their prices. A room type the prices call did not
 * price (or priced as not holding the guests) cannot be booked; whether it fits is the API's `fits_guests`,
 * else the same rule (roomFitsGuests) on the room type's limits.
 */
export function toRoomOffers(
  hotel: HotelDetails,
  prices: RoomPricesResponse | null,
  rooms: readonly Room[],
  /** A corporate user's prices by room type (the corporate call); empty for anyone else. */
  corporate: ReadonlyMap<string, CorporatePrice> = new Map(),
): RoomOffer[] {
  const types = hotel.room_types.ids
    .map((id) => hotel.room_types.byId[id])
    .filter((roomType): roomType is NonNullable<typeof roomType> => !!roomType);
  const offers = types.map((roomType): RoomOffer => {
    const price = prices?.room_types.find((p) => p.room_type === roomType.type);
    const fitsGuests =
      price?.fits_guests ??
      roomFitsGuests(
        { maxAdults: roomType.max_adults, maxChildren: roomType.max_children, maxGuests: roomType.max_guests },
        rooms,
      );
    const plans = (price?.rate_plans ?? []).map((plan) => corporatePlan(plan, corporate.get(roomType.type)));
    return {
      type: roomType.type,
      name: roomType.name,
      description: roomType.description,
      size: roomType.size,
      bed: roomType.bed,
      maxAdults: roomType.max_adults,
      maxChildren: roomType.max_children,
      maxGuests: roomType.max_guests,
      facilities: roomType.facilities,
      photos: hotel.images.filter((image) => image.room_type_code === roomType.type),
      fitsGuests,
      available: price?.available ?? 0,
      bookable: fitsGuests && plans.some((plan) => !plan.isSoldOut),
      plans,
      couponCode: price?.coupon_code ?? null,
      couponDescription: price?.coupon_description ?? null,
      memberDiscountApplied: price?.member_discount_applied ?? false,
    };
  });
  return orderRoomOffers(offers);
}

/** The chosen room and plan among the offers, if both are there. */
export function chosenOffer(
  offers: readonly RoomOffer[],
  choice: { readonly roomType: string; readonly ratePlan: string } | null,
): { readonly offer: RoomOffer; readonly plan: OfferPlan } | null {
  const offer = choice ? offers.find((o) => o.type === choice.roomType) : undefined;
  const plan = offer?.plans.find((p) => p.code === choice?.ratePlan);
  return offer && plan ? { offer, plan } : null;
}

/** The offers as the domain's room choice reads them. */
export function choosableRooms(offers: readonly RoomOffer[]) {
  return offers.map((offer) => ({ type: offer.type, bookable: offer.bookable, plans: offer.plans }));
}

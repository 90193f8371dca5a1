/** @nivaas/domain/hotel: The hotel page: room fit and choice, policies, gallery, reviews and questions (docs/rules.md 3). */
export { ROOM_TYPE_ORDER, roomTypeId, sortRoomTypes } from './rules/hotel/room-types';
export { propertyTypeLabel } from './rules/hotel/property-type-label';
export { roomFitsGuests, type RoomCapacity } from './rules/hotel/room-fits-guests';
export { orderRoomOffers } from './rules/hotel/order-room-offers';
export {
  defaultRoomChoice,
  type ChoosablePlan,
  type ChoosableRoom,
  type RoomChoice,
} from './rules/hotel/default-room-choice';
export { resolveRoomChoice } from './rules/hotel/resolve-room-choice';
export { hotelCheckoutQuery, type HotelCheckoutInput } from './rules/hotel/hotel-checkout-query';
export { distanceKm, type GeoPoint } from './rules/hotel/distance-km';
export { mapDirectionsUrl, mapSearchUrl } from './rules/hotel/map-search-url';
export { HOTEL_PHOTO_WIDTHS, hotelPhoto, type HotelPhoto } from './rules/hotel/hotel-photo';
export { policiesFor, type PolicyPlacement } from './rules/hotel/policies-for';
export { isTaReviewShown, type TaReview } from './rules/hotel/is-ta-review-shown';
export { groupImagesByCategory } from './rules/hotel/group-images-by-category';
export * from './reviews';

export { RoomList, type RoomListProps } from './room-list';
export { choosableRooms, chosenOffer, toRoomOffers, type RoomOffer } from './room-offers';
export { useRoomsT } from './rooms-messages';
export { ratePlanName } from './rate-plan-option';
export { CouponRefusedNotice } from './coupon-refused-notice';
export { corporatePlan, type CorporatePrice, type OfferPlan } from './corporate-plan';
export { type SpecialRateCode } from './special-rate-label';

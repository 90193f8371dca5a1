export { RoomList, type RoomListProps } from './room-list';
export { choosableRooms, chosenOffer, toRoomOffers, type RoomOffer } from './room-offers';
export { useRoomsT } from './rooms-messages';
export { type SpecialRateCode } from './special-rate-label';

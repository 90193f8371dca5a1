import { sortRoomTypes } from './room-types';

/**
 * Room types of a hotel page in docs/rules.md order (common, acacia, oak, maple, mahogany), the ones that can be
 * booked for the stay first and the sold-out or too-small ones after them, each group keeping that order.
 */
export function orderRoomOffers<T extends { readonly type: string; readonly bookable: boolean }>(
  offers: readonly T[],
): T[] {
  const ordered = sortRoomTypes(offers);
  return [...ordered.filter((offer) => offer.bookable), ...ordered.filter((offer) => !offer.bookable)];
}

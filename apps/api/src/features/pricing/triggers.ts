import type { Catalogue } from '../../catalogue/catalogue-store';

/** Honest urgency texts: derived from real inventory and ratings, never invented numbers. */
export function triggersFor(catalogue: Catalogue, hotelId: number, booked: Map<string, number>) {
  const hotel = catalogue.hotelsById.get(hotelId);
  if (!hotel) return [];
  const rooms = catalogue.roomTypes.get(hotelId) ?? [];
  const left = rooms.reduce(
    (sum, rt) => sum + Math.max(0, rt.room_count - (booked.get(`${hotelId}|${rt.type}`) ?? 0)),
    0,
  );
  const out: { hotel_id: number; triggerType: string; displayText: string }[] = [];
  if (left > 0 && left <= 5)
    out.push({
      hotel_id: hotelId,
      triggerType: 'scarcity',
      displayText: `Only ${left} room${left === 1 ? '' : 's'} left`,
    });
  if (hotel.rating >= 4.5)
    out.push({
      hotel_id: hotelId,
      triggerType: 'top_rated',
      displayText: `Rated ${hotel.rating} by ${hotel.rating_count} guests`,
    });
  if (hotel.rating_count > 1000)
    out.push({ hotel_id: hotelId, triggerType: 'popular', displayText: 'Popular choice in this area' });
  return out;
}

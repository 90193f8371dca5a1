import { useEffect } from 'react';
import { usePlatform } from '@nivaas/state';

/**
 * Once per hotel shown, the analytics event 'hotel_viewed' with where the hotel stood in the search that led
 * here: its place (from 1) in the search state's hotel_ids (docs/rules.md 3, the listing writes them), null when the
 * visitor did not come from those results.
 */
export function useHotelViewedEvent(hotelId: number): void {
  const { bus, search } = usePlatform();
  useEffect(() => {
    const index = search.store.getState().hotelIds.indexOf(hotelId);
    bus.emit({
      type: 'analytics/track',
      name: 'hotel_viewed',
      properties: { hotel_id: hotelId, search_position: index < 0 ? null : index + 1 },
    });
  }, [bus, search, hotelId]);
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveRoomChoice, type RoomChoice } from '@nivaas/domain/hotel';
import { usePlatform } from '@nivaas/state';
import { choosableRooms, type RoomOffer } from '../../../features/rooms';

/**
 * The chosen room type and rate plan: the URL's `roomtype` and `rateplan` when they can be booked, else the
 * cheapest open plan of the first bookable room type. Choosing replaces the URL's query (no reload: the loader
 * does not read those keys), so the choice survives a reload and a sign-in; the search store
 * (roomConfig.roomType / ratePlan, docs/rules.md 3) follows it for the other remotes.
 */
export function useRoomChoice(
  offers: readonly RoomOffer[],
  searchParams: URLSearchParams,
): { readonly choice: RoomChoice | null; readonly choose: (choice: RoomChoice) => void } {
  const navigate = useNavigate();
  const platform = usePlatform();
  const rooms = useMemo(() => choosableRooms(offers), [offers]);
  const query = searchParams.toString();
  // A choice is shown at once, while the router replaces the URL (it may do so in a transition): until the
  // URL has moved on from the query it was made on, the visitor's pick wins over the URL's.
  const [picked, setPicked] = useState<{ readonly query: string; readonly choice: RoomChoice } | null>(null);
  const pending = picked && picked.query === query ? picked.choice : null;
  const requestedType = pending?.roomType ?? searchParams.get('roomtype');
  const requestedPlan = pending?.ratePlan ?? searchParams.get('rateplan');
  const resolved = useMemo(
    () => resolveRoomChoice(rooms, { roomType: requestedType, ratePlan: requestedPlan }),
    [rooms, requestedType, requestedPlan],
  );
  const roomType = resolved?.roomType ?? null;
  const ratePlan = resolved?.ratePlan ?? null;
  const choice = useMemo(() => (roomType && ratePlan ? { roomType, ratePlan } : null), [roomType, ratePlan]);

  useEffect(() => {
    platform.search.setRoomType(roomType, ratePlan);
  }, [platform, roomType, ratePlan]);

  const choose = useCallback(
    (next: RoomChoice) => {
      setPicked({ query, choice: next });
      const params = new URLSearchParams(query);
      params.set('roomtype', next.roomType);
      params.set('rateplan', next.ratePlan);
      void navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, query],
  );
  return { choice, choose };
}

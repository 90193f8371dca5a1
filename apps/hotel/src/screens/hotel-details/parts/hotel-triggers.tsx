import { PLATFORM_LABEL } from '@nivaas/domain';
import { useResource } from '@nivaas/state';
import { useHotelApi } from '../api/hotel-api';
import { apiStay } from '../data/hotel-stay';
import type { HotelStay } from '../data/hotel-details-types';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';
import { Stack } from '@nivaas/ui';

/**
 * The psychological triggers of the hotel for the stay, exactly as the API gives them (the API derives each
 * from real inventory or bookings): never invented here. Persuasion, not information: while
 * they load or if they fail, nothing shows and nothing else waits for them.
 */
export function HotelTriggers({ t, hotelId, stay }: { t: HotelDetailsT; hotelId: number; stay: HotelStay }) {
  const api = useHotelApi();
  const query = { hotel_id: String(hotelId), ...apiStay(stay), channel: PLATFORM_LABEL };
  const triggers = useResource(
    `triggers|${JSON.stringify(query)}`,
    (signal) =>
      api.getPsychologicalTriggers({ query }, { signal }).then((r) => r.data.filter((x) => x.hotel_id === hotelId)),
    { timing: 'idle' },
  );
  const list = (triggers.data ?? []).filter((x) => x.displayText.trim());
  if (list.length === 0) return null;
  return (
    <Stack as="ul" gap={1} aria-label={t('triggers.label')}>
      {list.map((trigger) => (
        <li key={`${trigger.triggerType}-${trigger.displayText}`} className={styles.trigger}>
          {trigger.displayText}
        </li>
      ))}
    </Stack>
  );
}

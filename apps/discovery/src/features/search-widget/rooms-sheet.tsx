import {
  addRoom,
  changeGuests,
  MAX_ADULTS_PER_ROOM,
  MAX_KIDS_PER_ROOM,
  MIN_ADULTS_PER_ROOM,
  MIN_KIDS_PER_ROOM,
  removeRoom,
  type Room,
} from '@nivaas/domain/rooms';
import { BottomSheet, Button, Stepper, Stack, Heading } from '@nivaas/ui';
import { useSearchWidgetT } from './search-widget-messages';
import styles from './search-widget.module.css';

/**
 * The API's room config allows ten rooms (RoomConfig in the contract); docs/rules.md sets no lower
 * limit, so the widget stops where the API would refuse.
 */
export const MAX_ROOMS = 10;

export interface RoomsSheetProps {
  readonly rooms: readonly Room[];
  readonly onChange: (rooms: readonly Room[]) => void;
  readonly onClose: () => void;
}

/** Per-room counters. The rules are libs/state's: 1 to 5 adults and 0 to 5 kids a room; add appends 1 adult. */
export default function RoomsSheet({ rooms, onChange, onClose }: RoomsSheetProps) {
  const t = useSearchWidgetT();
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t('rooms.sheet')}
      closeLabel={t('close')}
      footer={
        <Button type="button" fullWidth onClick={onClose}>
          {t('rooms.done')}
        </Button>
      }
    >
      <Stack as="ol" gap={4}>
        {rooms.map((room, index) => {
          const number = index + 1;
          return (
            <Stack as="li" key={index} gap={2}>
              <Heading level={3}>{t('rooms.room', { number })}</Heading>
              <Stepper
                label={t('rooms.adults')}
                description={t('rooms.adultsHint', { max: MAX_ADULTS_PER_ROOM })}
                value={room.adults}
                min={MIN_ADULTS_PER_ROOM}
                max={MAX_ADULTS_PER_ROOM}
                incrementLabel={t('rooms.addAdult', { number })}
                decrementLabel={t('rooms.removeAdult', { number })}
                onChange={(value) => onChange(changeGuests(rooms, index, 'adults', value - room.adults))}
              />
              <Stepper
                label={t('rooms.kids')}
                description={t('rooms.kidsHint', { max: MAX_KIDS_PER_ROOM })}
                value={room.kids}
                min={MIN_KIDS_PER_ROOM}
                max={MAX_KIDS_PER_ROOM}
                incrementLabel={t('rooms.addKid', { number })}
                decrementLabel={t('rooms.removeKid', { number })}
                onChange={(value) => onChange(changeGuests(rooms, index, 'kids', value - room.kids))}
              />
            </Stack>
          );
        })}
      </Stack>
      <div className={styles['roomActions']}>
        <Button
          type="button"
          variant="outline"
          disabled={rooms.length >= MAX_ROOMS}
          onClick={() => onChange(addRoom(rooms))}
        >
          {t('rooms.add')}
        </Button>
        <Button type="button" variant="ghost" disabled={rooms.length <= 1} onClick={() => onChange(removeRoom(rooms))}>
          {t('rooms.remove')}
        </Button>
      </div>
    </BottomSheet>
  );
}

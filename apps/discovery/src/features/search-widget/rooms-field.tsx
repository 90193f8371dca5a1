import type { Room } from '@nivaas/domain/rooms';
import { lazy } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import { SheetField } from './sheet-field';

const loadRoomsSheet = () => import('./rooms-sheet');
const RoomsSheet = lazy(loadRoomsSheet);
const preload = () => void loadRoomsSheet().catch(() => undefined);

export interface RoomsFieldProps {
  readonly rooms: readonly Room[];
  readonly onChange: (rooms: readonly Room[]) => void;
}

/** Rooms and guests as one button; the per-room counters open in a sheet. */
export function RoomsField({ rooms, onChange }: RoomsFieldProps) {
  const t = useSearchWidgetT();
  const guests = rooms.reduce((n, r) => n + r.adults + r.kids, 0);
  return (
    <SheetField
      label={t('rooms.label')}
      value={t('rooms.summary', {
        rooms: t('rooms.count', { count: rooms.length }),
        guests: t('guests.count', { count: guests }),
      })}
      preload={preload}
      sheet={(close) => <RoomsSheet rooms={rooms} onChange={onChange} onClose={close} />}
    />
  );
}

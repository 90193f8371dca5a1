import type { Room } from '@nivaas/state';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchWidgetT } from './search-widget-messages';
import styles from './search-widget.module.css';

const loadRoomsSheet = () => import('./rooms-sheet');
const RoomsSheet = lazy(loadRoomsSheet);

export interface RoomsFieldProps {
  readonly rooms: readonly Room[];
  readonly onChange: (rooms: readonly Room[]) => void;
}

/** Rooms and guests as one button; the per-room counters open in a sheet. */
export function RoomsField({ rooms, onChange }: RoomsFieldProps) {
  const t = useSearchWidgetT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const guests = rooms.reduce((n, r) => n + r.adults + r.kids, 0);
  const preload = () => void loadRoomsSheet().catch(() => undefined);
  return (
    <div className={styles['field']}>
      <span id={`${id}-label`} className={styles['fieldLabel']}>
        {t('rooms.label')}
      </span>
      <button
        type="button"
        className={styles['fieldButton']}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span id={`${id}-value`}>
          {t('rooms.summary', {
            rooms: rooms.length === 1 ? t('rooms.one') : t('rooms.many', { count: rooms.length }),
            guests: guests === 1 ? t('guests.one') : t('guests.many', { count: guests }),
          })}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RoomsSheet rooms={rooms} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

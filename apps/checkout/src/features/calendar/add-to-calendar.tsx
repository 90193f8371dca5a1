import { useState } from 'react';
import { type IsoDate } from '@nivaas/domain';
import { bookingCalendarEvent, type StayTimes } from '@nivaas/domain/booking';
import { usePlatform } from '@nivaas/state';
import { Button } from '@nivaas/ui';
import { useCalendarT } from './calendar-messages';
import { downloadFile } from './download-file';

export interface AddToCalendarProps {
  readonly orderId: string;
  readonly hotelName: string;
  readonly address: string;
  readonly phone: string;
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
  /** The hotel's check-in and check-out times (its policies), Asia/Kolkata. */
  readonly times: StayTimes;
  /** The room type's name ("Oak"), the guests (adults and children) and the rooms. */
  readonly roomType: string;
  readonly guests: number;
  readonly rooms: number;
  /** The time stamp of the file; now by default. */
  readonly now?: () => Date;
}

/** Downloads an .ics of the stay (built by @nivaas/domain's rule), made in the click handler. */
export function AddToCalendar({
  orderId,
  hotelName,
  address,
  phone,
  checkin,
  checkout,
  times,
  roomType,
  guests,
  rooms,
  now,
}: AddToCalendarProps) {
  const t = useCalendarT();
  const platform = usePlatform();
  const [failed, setFailed] = useState(false);
  const add = () => {
    const ics = bookingCalendarEvent({
      orderId,
      hotelName: t('event.title', { hotel: hotelName }),
      address,
      checkin,
      checkout,
      times,
      description: t('event.description', {
        orderId,
        roomType,
        guests: t('event.guests', { count: guests }),
        rooms: t('event.rooms', { count: rooms }),
        phone,
      }),
      stamp: now ? now() : new Date(),
    });
    const saved = downloadFile(`booking-${orderId}.ics`, 'text/calendar;charset=utf-8', ics);
    setFailed(!saved);
    if (saved) platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('added') });
  };
  return (
    <>
      <Button variant="outline" onClick={add}>
        {t('add')}
      </Button>
      {failed && <p role="alert">{t('failed')}</p>}
    </>
  );
}

import { Link } from 'react-router-dom';
import type { BookingHistoryItem } from '@nivaas/api-client/contract';
import { formatInr, formatViewDate } from '@nivaas/domain';
import { hotelPhoto } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { bookingDetailPath } from '@nivaas/routes';
import { Tag } from '@nivaas/ui';
import { bookingStatusTone } from './booking-status';
import { useBookingCardT } from './booking-card-messages';
import styles from './booking-card.module.css';

/** The image service's widths a card needs (it is at most 412 px wide on a phone, 2x). */
const CARD_WIDTHS = [320, 640] as const;

export interface BookingCardProps {
  readonly booking: BookingHistoryItem;
  /** The first cards are above the fold: their photos load at once; the others lazily. */
  readonly eager?: boolean;
  /** The card's heading level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * One booking in the list: photo, hotel, dates, nights, guests and rooms, status, amount paid and due. The
 * hotel's name is the link to the booking's details; the whole card answers a tap through it.
 */
export function BookingCard({ booking, eager = false, headingLevel = 3 }: BookingCardProps) {
  const t = useBookingCardT();
  const locale = useLocale();
  const money = (amount: number) => formatInr(amount, locale);
  const photo = hotelPhoto(booking.hotel_detail.showcased_image_url, CARD_WIDTHS);
  const { payment_detail: payment, room_config: rooms } = booking;
  const guests = rooms.no_of_adults + rooms.no_of_childs;
  const Heading = `h${headingLevel}` as const;
  const place = [booking.hotel_detail.locality, booking.hotel_detail.city].filter(Boolean).join(', ');

  return (
    <article className={styles['card']}>
      <div className={styles['photo']}>
        {photo && (
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 480px) 160px, 33vw"
            width={photo.width}
            height={photo.height}
            alt={t('photo', { hotel: booking.hotel_name })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <div className={styles['body']}>
        <Heading className={styles['name']}>
          <Link className={styles['link']} to={bookingDetailPath(booking.order_id)}>
            {booking.hotel_name}
          </Link>
        </Heading>
        {place && <p className={styles['muted']}>{place}</p>}
        <p>
          {t('dates', {
            checkin: formatViewDate(booking.checkin_date, locale),
            checkout: formatViewDate(booking.checkout_date, locale),
          })}
        </p>
        <p className={styles['muted']}>
          {[
            t('nights', { count: booking.total_number_of_nights }),
            t('guests', { count: guests }),
            t('rooms', { count: rooms.room_count }),
          ].join(' · ')}
        </p>
        <p className={styles['status']}>
          <Tag tone={bookingStatusTone(booking.status)}>{booking.status_display_text}</Tag>
        </p>
        <p className={styles['amounts']}>
          <span>{t('paid', { amount: money(payment.paid_amount) })}</span>
          {payment.pending_amount > 0 && (
            <span className={styles['due']}>
              {t(booking.paid_at_hotel ? 'due.hotel' : 'due', { amount: money(payment.pending_amount) })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

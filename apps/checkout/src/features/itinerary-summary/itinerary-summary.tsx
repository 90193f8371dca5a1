import type { Checkout } from '@nivaas/api-client/contract';
import { formatViewDate } from '@nivaas/domain';
import { hotelPhoto } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { Button, Section, Heading } from '@nivaas/ui';
import { useItinerarySummaryT } from './itinerary-summary-messages';
import styles from './itinerary-summary.module.css';

export interface ItinerarySummaryProps {
  readonly checkout: Checkout;
  /** The room type's name (from the hotel), else its code. */
  readonly roomName: string;
  /** Opens the room and rate plan choice; absent when the choice cannot be offered. */
  readonly onChangeRoom?: () => void;
}

/** What is being booked: the hotel with its photo and address, the stay, the guests, the room and its plan. */
export function ItinerarySummary({ checkout, roomName, onChangeRoom }: ItinerarySummaryProps) {
  const t = useItinerarySummaryT();
  const locale = useLocale();
  const { hotel, date, room } = checkout;
  const plan = checkout.price.selected_rate_plan.rate_plan;
  const photo = hotelPhoto(hotel.image_url);
  const address = [hotel.street, hotel.locality, hotel.city, hotel.pincode].filter(Boolean).join(', ');
  const guests = [t('adults', { count: room.adults }), ...(room.kids > 0 ? [t('kids', { count: room.kids })] : [])];
  return (
    <Section card="raised" headingId="itinerary-summary-title" title={t('heading')}>
      <div className={styles['hotel']}>
        {photo && (
          <img
            className={styles['photo']}
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="96px"
            width={photo.width}
            height={photo.height}
            alt={t('photo.alt', { hotel: hotel.name })}
            decoding="async"
          />
        )}
        <div>
          <Heading level={3}>{hotel.name}</Heading>
          <p className={styles['address']}>{address}</p>
        </div>
      </div>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('checkin')}</dt>
          <dd>{formatViewDate(date.checkin, locale)}</dd>
        </div>
        <div>
          <dt>{t('checkout')}</dt>
          <dd>{formatViewDate(date.checkout, locale)}</dd>
        </div>
      </dl>
      <p className={styles['stay']}>
        {[t('nights', { count: date.nights }), t('rooms', { count: room.rooms }), ...guests].join(' · ')}
      </p>
      <div className={styles['choice']}>
        <dl className={styles['facts']}>
          <div>
            <dt>{t('room')}</dt>
            <dd>{roomName}</dd>
          </div>
          <div>
            <dt>{t('plan')}</dt>
            <dd>{plan.refundable ? t('refundable') : t('non-refundable')}</dd>
          </div>
        </dl>
        {onChangeRoom && (
          <Button variant="secondary" onClick={onChangeRoom} aria-label={t('change.label')}>
            {t('change')}
          </Button>
        )}
      </div>
      {plan.description && (
        <p className={plan.refundable ? styles['refundable'] : styles['nonRefundable']}>{plan.description}</p>
      )}
    </Section>
  );
}

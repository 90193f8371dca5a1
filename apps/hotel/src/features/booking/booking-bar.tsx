import { Link } from 'react-router-dom';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button } from '@nivaas/ui';
import { useBookingT } from './booking-messages';
import styles from './booking-bar.module.css';

export interface BookingBarProps {
  /** The chosen room and plan; null when nothing can be booked. */
  readonly choice: {
    readonly roomName: string;
    readonly planName: string;
    /** The stay's total, taxes and fees included (the selling price checkout charges). */
    readonly total: number;
    /** /itinerary/ with the checkout query (itineraryPath). */
    readonly href: string;
  } | null;
  readonly nights: number;
  readonly roomCount: number;
  readonly onBreakup: () => void;
  /** Before the app leaves for checkout (e.g. the search store keeps the choice). */
  readonly onBook?: () => void;
}

/** The sticky bottom bar: the stay's total with taxes and fees, the price breakup, and Book. */
export function BookingBar({ choice, nights, roomCount, onBreakup, onBook }: BookingBarProps) {
  const t = useBookingT();
  const locale = useLocale();
  return (
    <section className={styles.bar} aria-label={t('label')}>
      {choice ? (
        <>
          <div className={styles.price}>
            <p className={styles.total}>{t('total', { price: formatInr(choice.total, locale) })}</p>
            <p className={styles.detail}>
              {t('total.detail', { nights: t('nights', { count: nights }), rooms: t('rooms', { count: roomCount }) })}
            </p>
            <button type="button" className={styles.breakup} onClick={onBreakup}>
              {t('breakup')}
            </button>
          </div>
          <Link
            className={styles.book}
            to={choice.href}
            onClick={onBook}
            aria-label={t('book.label', { room: choice.roomName, plan: choice.planName })}
          >
            {t('book')}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.detail}>{t('no-choice')}</p>
          <Button disabled>{t('book')}</Button>
        </>
      )}
    </section>
  );
}

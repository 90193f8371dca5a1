import { useId, useState } from 'react';
import { usePlatform, browserWindow } from '@nivaas/state';
import { Button } from '@nivaas/ui';
import { copyText } from '../booking-services';
import { useShareBookingT } from './share-booking-messages';
import styles from './share-booking.module.css';

export interface ShareBookingProps {
  readonly hotelName: string;
  /** "Koramangala, Bengaluru". */
  readonly place: string;
  /** "Thu, 3 Dec – Sat, 5 Dec", already formatted. */
  readonly dates: string;
  /** The hotel's page on the site: what is shared, never the booking. */
  readonly hotelPath: string;
  /** The booking's capability link (with its token), offered only to copy deliberately; null without a token. */
  readonly bookingLinkPath: string | null;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const absolute = (path: string) => {
  const origin = browserWindow()?.location.origin;
  return origin ? new URL(path, origin).toString() : path;
};

/**
 * Share the stay: the phone's share sheet (navigator.share through the browserWindow adapter) with the hotel,
 * place and dates and the hotel's page; otherwise that text is copied. The booking's own link (its token opens
 * the booking to anyone) is never shared: it is a separate "Copy your booking link" with the reason given.
 */
export function ShareBooking({ hotelName, place, dates, hotelPath, bookingLinkPath }: ShareBookingProps) {
  const t = useShareBookingT();
  const platform = usePlatform();
  const linkId = useId();
  const [manualText, setManualText] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const share = async () => {
    const text = t('share.text', { hotel: hotelName, place, dates });
    const url = absolute(hotelPath);
    const nav = browserWindow()?.navigator;
    if (nav && typeof nav.share === 'function') {
      try {
        await nav.share({ title: hotelName, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    const both = `${text} ${url}`;
    if (await copyText(both)) {
      setManualText(null);
      platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('share.copied') });
    } else setManualText(both);
  };

  const copyLink = async () => {
    if (!bookingLinkPath) return;
    const link = absolute(bookingLinkPath);
    if (await copyText(link)) {
      setManualLink(null);
      platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('link.copied') });
    } else setManualLink(link);
  };

  return (
    <div className={styles['share']}>
      <Button variant="outline" onClick={() => void share()}>
        {t('share')}
      </Button>
      {manualText && (
        <div role="alert" className={styles['manual']}>
          <p>{t('share.failed')}</p>
          <textarea readOnly aria-label={t('manual.label')} value={manualText} rows={3} />
        </div>
      )}
      {bookingLinkPath && (
        <section className={styles['link']} aria-labelledby={`${linkId}-title`}>
          <h3 id={`${linkId}-title`} className={styles['heading']}>
            {t('link.title')}
          </h3>
          <p id={`${linkId}-explain`}>{t('link.explain')}</p>
          <Button variant="ghost" onClick={() => void copyLink()} aria-describedby={`${linkId}-explain`}>
            {t('link.copy')}
          </Button>
          {manualLink && (
            <div role="alert" className={styles['manual']}>
              <p>{t('link.failed')}</p>
              <input readOnly aria-label={t('link.label')} value={manualLink} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

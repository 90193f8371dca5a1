import { usePlatform } from '@nivaas/state';
import { ShareBooking as SharedShareBooking } from '@nivaas/ui';
import { useShareBookingT } from './share-booking-messages';

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

/**
 * The confirmation's Share: libs/ui's ShareBooking (the share sheet, the copy fallback, the separate booking link)
 * with checkout's words, and a toast when a copy worked.
 */
export function ShareBooking({ hotelName, place, dates, hotelPath, bookingLinkPath }: ShareBookingProps) {
  const t = useShareBookingT();
  const platform = usePlatform();
  return (
    <SharedShareBooking
      shareTitle={hotelName}
      shareText={t('share.text', { hotel: hotelName, place, dates })}
      sharePath={hotelPath}
      bookingLinkPath={bookingLinkPath}
      labels={{
        'share.button': t('share'),
        'share.failed': t('share.failed'),
        'share.manualLabel': t('manual.label'),
        'share.linkTitle': t('link.title'),
        'share.linkExplain': t('link.explain'),
        'share.linkCopy': t('link.copy'),
        'share.linkFailed': t('link.failed'),
        'share.linkLabel': t('link.label'),
      }}
      onCopied={(what) =>
        platform.bus.emit({
          type: 'toast/show',
          kind: 'success',
          message: what === 'share' ? t('share.copied') : t('link.copied'),
        })
      }
    />
  );
}

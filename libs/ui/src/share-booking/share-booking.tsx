import { useId, useState, type MouseEvent } from 'react';
import { Button } from '../button/button';
import { useShareBookingT, type ShareBookingLabelKey } from './share-booking-messages';
import styles from './share-booking.module.css';

export interface ShareBookingProps {
  /** The share sheet's title: the hotel's name. */
  shareTitle: string;
  /** What is shared: "I am staying at {hotel}, {place}: {dates}." (the app words it). */
  shareText: string;
  /** The hotel's page on the site (a path or a URL): what is shared, never the booking. */
  sharePath: string;
  /** The booking's capability link (its token opens the booking to anyone): offered only to copy, with the reason. */
  bookingLinkPath?: string | null;
  /** After a copy worked: the app says so (a toast). */
  onCopied?: (what: 'share' | 'link') => void;
  /** Overrides of the default texts. */
  labels?: Partial<Record<ShareBookingLabelKey, string>>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Copies text with the page's clipboard; false when there is none or it refuses. */
async function copy(view: (Window & typeof globalThis) | null, text: string): Promise<boolean> {
  const clipboard = view?.navigator.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share a stay: the phone's share sheet (navigator.share, reached from the clicked element's window in the
 * handler, so it renders on a server) with the text and the hotel's page; otherwise the text is copied, and when
 * that fails too it is shown to copy by hand. The booking's own link is never shared: it is a separate "Copy your
 * booking link" with the reason given. Moved here from checkout: the account's booking details share too.
 */
export function ShareBooking({
  shareTitle,
  shareText,
  sharePath,
  bookingLinkPath,
  onCopied,
  labels,
}: ShareBookingProps) {
  const t = useShareBookingT();
  const label = (key: ShareBookingLabelKey) => labels?.[key] ?? t(key);
  const linkId = useId();
  const [manualText, setManualText] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const share = async (event: MouseEvent<HTMLButtonElement>) => {
    const view = event.currentTarget.ownerDocument.defaultView;
    const origin = view?.location.origin;
    const url = origin ? new URL(sharePath, origin).toString() : sharePath;
    const nav = view?.navigator;
    if (nav && typeof nav.share === 'function') {
      try {
        await nav.share({ title: shareTitle, text: shareText, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    const both = `${shareText} ${url}`;
    if (await copy(view, both)) {
      setManualText(null);
      onCopied?.('share');
    } else setManualText(both);
  };

  const copyLink = async (event: MouseEvent<HTMLButtonElement>) => {
    if (!bookingLinkPath) return;
    const view = event.currentTarget.ownerDocument.defaultView;
    const origin = view?.location.origin;
    const link = origin ? new URL(bookingLinkPath, origin).toString() : bookingLinkPath;
    if (await copy(view, link)) {
      setManualLink(null);
      onCopied?.('link');
    } else setManualLink(link);
  };

  return (
    <div className={styles['share']}>
      <Button variant="outline" onClick={(event) => void share(event)}>
        {label('share.button')}
      </Button>
      {manualText && (
        <div role="alert" className={styles['manual']}>
          <p>{label('share.failed')}</p>
          <textarea readOnly aria-label={label('share.manualLabel')} value={manualText} rows={3} />
        </div>
      )}
      {bookingLinkPath && (
        <section className={styles['link']} aria-labelledby={`${linkId}-title`}>
          <h3 id={`${linkId}-title`} className={styles['heading']}>
            {label('share.linkTitle')}
          </h3>
          <p id={`${linkId}-explain`}>{label('share.linkExplain')}</p>
          <Button variant="ghost" onClick={(event) => void copyLink(event)} aria-describedby={`${linkId}-explain`}>
            {label('share.linkCopy')}
          </Button>
          {manualLink && (
            <div role="alert" className={styles['manual']}>
              <p>{label('share.linkFailed')}</p>
              <input readOnly aria-label={label('share.linkLabel')} value={manualLink} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

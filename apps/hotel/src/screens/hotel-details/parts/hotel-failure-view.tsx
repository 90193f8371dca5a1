import { searchPath } from '@nivaas/routes';
import { ErrorState } from '@nivaas/ui';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { hotelFailureKind } from '../data/hotel-failure';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

export interface HotelFailureViewProps {
  readonly t: HotelDetailsT;
  /** The failed hotel call's status (null: no answer came). */
  readonly code: number | null;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}

/**
 * A hotel page whose hotel did not load, saying what happened from the status code the loader kept: no such hotel
 * (a way to search), a hotel that left the chain (it cannot be booked; search for another), or a failure with Retry.
 * The heading is the page's h1 and takes the focus, so a screen reader starts with what happened. A page with no hotel
 * is `noindex` while it shows (React puts the tag in the head and takes it away): the server answers such a page 404
 * or 410 when it could ask the API, but not when it could not, and a search engine must not keep it as a page.
 */
export function HotelFailureView({ t, code, onRetry, retrying }: HotelFailureViewProps) {
  const kind = hotelFailureKind(code);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (kind !== 'unavailable') heading.current?.focus();
  }, [kind]);
  if (kind === 'unavailable') {
    return (
      <div className={styles.page}>
        <ErrorState
          title={t('error.title')}
          description={t('error.body')}
          retryLabel={t('error.retry')}
          onRetry={onRetry}
          retrying={retrying}
          headingLevel={1}
          focusOnMount
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <meta name="robots" content="noindex" />
      <section className={styles.failure} aria-labelledby={headingId}>
        <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.failureTitle}>
          {t(kind === 'gone' ? 'gone.title' : 'not-found.title')}
        </h1>
        <p className={styles.failureBody}>{t(kind === 'gone' ? 'gone.body' : 'not-found.body')}</p>
        <Link to={searchPath()} className={styles.failureAction}>
          {t('failure.search')}
        </Link>
      </section>
    </div>
  );
}

import { searchPath } from '@nivaas/routes';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from '../hotel-details.module.css';
import { useHotelMissingT } from './hotel-missing-messages';

export interface HotelMissingViewProps {
  /** 404: no such hotel; 410: a hotel that left the chain. */
  readonly kind: 'not-found' | 'gone';
}

/**
 * A hotel page with no hotel: what happened and a way to search. The heading is the page's h1 and takes the focus, so
 * a screen reader starts with what happened. The page is `noindex` while it shows (React puts the tag in the head and
 * takes it away): the server answers such a page 404 or 410 when it could ask the API, but not when it could not,
 * and a search engine must not keep it as a page. Loaded on demand (hotel-failure-view.tsx): most pages have a hotel.
 */
export default function HotelMissingView({ kind }: HotelMissingViewProps) {
  const t = useHotelMissingT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [kind]);
  return (
    <section className={styles.failure} aria-labelledby={headingId}>
      <meta name="robots" content="noindex" />
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.failureTitle}>
        {t(kind === 'gone' ? 'gone.title' : 'not-found.title')}
      </h1>
      <p className={styles.failureBody}>{t(kind === 'gone' ? 'gone.body' : 'not-found.body')}</p>
      <Link to={searchPath()} className={styles.failureAction}>
        {t('search')}
      </Link>
    </section>
  );
}

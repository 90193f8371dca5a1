import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { SearchHeaderType } from '@nivaas/state';
import { Button, Stack, PageHeading } from '@nivaas/ui';
import type { ListingStay } from '../data/listing-types';
import type { ListingT } from '../i18n/listing-messages';
import styles from './listing.module.css';

export interface ListingHeaderProps {
  readonly t: ListingT;
  readonly heading: string;
  /** What was searched in a sentence or two, for the visitor and for search engines. */
  readonly seoText: string | null;
  readonly stay: ListingStay;
  /** The number of hotels shown, once known. */
  readonly count: number | null;
  /** The results are here, so a count is coming: its line is kept meanwhile (the server draws the page without it). */
  readonly countExpected?: boolean;
  /** docs/rules.md 3 searchHeaderType: 'summary' offers to change the search (`onModify`) beside the stay. */
  readonly headerType?: SearchHeaderType;
  readonly onModify?: () => void;
}

/** The heading and SEO text that say what was searched, the stay, and how many hotels match. */
export function ListingHeader({
  t,
  heading,
  seoText,
  stay,
  count,
  countExpected = false,
  headerType,
  onModify,
}: ListingHeaderProps) {
  const locale = useLocale();
  const rooms = stay.rooms.length;
  const guests = stay.rooms.reduce((n, r) => n + r.adults + r.kids, 0);
  return (
    <Stack as="header" gap={2}>
      <PageHeading id="listing-heading">{heading}</PageHeading>
      {seoText && <p className={styles.seo}>{seoText}</p>}
      <p className={styles.stay}>
        {t('stay.summary', {
          checkin: formatViewDate(stay.stay.checkin, locale),
          checkout: formatViewDate(stay.stay.checkout, locale),
          rooms: t('stay.rooms', { count: rooms }),
          guests: t('stay.guests', { count: guests }),
        })}
      </p>
      {headerType === 'summary' && onModify && (
        <Button variant="ghost" onClick={onModify}>
          {t('stay.modify')}
        </Button>
      )}
      <p
        className={countExpected ? `${styles.count} ${styles.countExpected}` : styles.count}
        role="status"
        aria-live="polite"
      >
        {count === null ? '' : t('results.count', { count })}
      </p>
    </Stack>
  );
}

import { Link } from 'react-router-dom';
import { formatLongDate, formatNumber, todayInKolkata } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { bookingDetailPath } from '@nivaas/routes';
import type { WalletStatementEntry } from '@nivaas/state';
import { Button, EmptyState, Section, VisuallyHidden } from '@nivaas/ui';
import { useRewardsT } from './rewards-messages';
import styles from './rewards.module.css';

export interface StatementListProps {
  readonly statements: readonly WalletStatementEntry[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onMore: () => void;
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;

function Entry({ entry }: { readonly entry: WalletStatementEntry }) {
  const t = useRewardsT();
  const locale = useLocale();
  const time = Date.parse(entry.created_at);
  const points = formatNumber(Math.abs(entry.amount), locale);
  const incoming = entry.amount >= 0;
  return (
    <li className={styles['entry']}>
      <span className={styles['entryText']}>
        {!Number.isNaN(time) && (
          <time className={styles['note']} dateTime={entry.created_at}>
            {formatLongDate(todayInKolkata(time), locale)}
          </time>
        )}
        <span>{entry.description}</span>
        {entry.order_id && ORDER_ID.test(entry.order_id) && (
          <Link to={bookingDetailPath(entry.order_id)}>{t('statement.order', { orderId: entry.order_id })}</Link>
        )}
      </span>
      <span className={incoming ? styles['in'] : styles['out']}>
        <span aria-hidden="true">{t(incoming ? 'amount.in' : 'amount.out', { points })}</span>
        <VisuallyHidden>{t(incoming ? 'amount.label.in' : 'amount.label.out', { points })}</VisuallyHidden>
      </span>
    </li>
  );
}

/** The statement, newest first: date, description (as text), +/− points and the booking it concerns; "Show more". */
export function StatementList({ statements, total, hasMore, loading, failed, onMore }: StatementListProps) {
  const t = useRewardsT();
  return (
    <Section card gap="sm" className={styles['flush']} headingId="rewards-statement" title={t('statement')}>
      {statements.length === 0 ? (
        <EmptyState headingLevel={3} title={t('statement.empty')} description={t('statement.empty.text')} />
      ) : (
        <>
          <ul className={styles['entries']} aria-labelledby="rewards-statement" aria-busy={loading || undefined}>
            {statements.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          <p className={styles['note']}>{t('statement.count', { count: statements.length, total })}</p>
        </>
      )}
      {failed && <p role="alert">{t('statement.failed')}</p>}
      {hasMore && (
        <Button variant="outline" onClick={onMore} loading={loading} loadingLabel={t('statement.loading')}>
          {t('statement.more')}
        </Button>
      )}
    </Section>
  );
}

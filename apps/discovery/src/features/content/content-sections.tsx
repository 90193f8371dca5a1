import { ErrorState, Skeleton } from '@nivaas/ui';
import { textOf } from './content-value';
import { useContentT } from './content-messages';
import type { ApiResource } from './use-api-resource';
import styles from './content.module.css';

/** A content read's loading skeleton or its error with Retry; nothing once it has arrived. */
export function ContentStatus({ content, lines }: { readonly content: ApiResource<unknown>; readonly lines: number }) {
  const t = useContentT();
  if (content.status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className={styles['stack']}>
        <Skeleton variant="text" lines={lines} />
      </div>
    );
  }
  if (content.status === 'error')
    return <ErrorState title={t('about.failed')} retryLabel={t('retry')} onRetry={content.retry} />;
  return null;
}

/** The chain's "why us" points (content `why_nivaas`), as the about and brand pages show them. */
export function WhySection({
  id,
  points,
}: {
  readonly id: string;
  readonly points: readonly Record<string, unknown>[];
}) {
  const t = useContentT();
  if (points.length === 0) return null;
  return (
    <section className={styles['stack']} aria-labelledby={id}>
      <h2 id={id} className={styles['subtitle']}>
        {t('about.why')}
      </h2>
      <ul className={styles['cards']}>
        {points.map((point) => (
          <li key={textOf(point, 'title')} className={styles['card']}>
            <span className={styles['cardTitle']}>{textOf(point, 'title')}</span>
            <span>{textOf(point, 'text')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

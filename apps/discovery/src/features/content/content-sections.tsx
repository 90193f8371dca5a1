import type { Resource } from '@nivaas/state';
import { Skeleton, StateView, Section, Card } from '@nivaas/ui';
import { textOf } from './content-value';
import { useContentT } from './content-messages';
import styles from './content.module.css';

/** A content read's loading skeleton or its error with Retry; nothing once it has arrived. */
export function ContentStatus({ content, lines }: { readonly content: Resource<unknown>; readonly lines: number }) {
  const t = useContentT();
  return (
    <StateView
      status={content.status}
      className={styles['stack']}
      loadingLabel={t('loading')}
      loading={<Skeleton variant="text" lines={lines} />}
      error={{ title: t('about.failed'), retryLabel: t('retry'), onRetry: content.reload }}
      focusRetryOnError={false}
    >
      {null}
    </StateView>
  );
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
    <Section headingId={id} title={t('about.why')}>
      <ul className={styles['cards']}>
        {points.map((point) => (
          <Card as="li" key={textOf(point, 'title')} outlined gap="sm">
            <span className={styles['cardTitle']}>{textOf(point, 'title')}</span>
            <span>{textOf(point, 'text')}</span>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

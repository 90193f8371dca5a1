import { ErrorState, Skeleton } from '@nivaas/ui';
import { textOf, useApiResource } from '../../features/content';
import { getSeoFooter } from './api/get-seo-footer';
import { useHomeT } from './home-messages';
import styles from './home-sections.module.css';

/**
 * The footer content of home: the SEO paragraph (msite_seo_footer). The interlinks themselves
 * (SEO content's footer_interlinks) are in the shell's site footer on every page, this one
 * included, so home does not list them a second time.
 */
export function SeoFooter() {
  const t = useHomeT();
  const seo = useApiResource('seo-footer', getSeoFooter);
  if (seo.status === 'loading') {
    return (
      <div className={styles['section']} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" lines={3} />
      </div>
    );
  }
  if (seo.status === 'error') {
    return (
      <div className={styles['section']}>
        <ErrorState title={t('seoFooter.failed')} retryLabel={t('retry')} onRetry={seo.retry} headingLevel={3} />
      </div>
    );
  }
  if (!textOf(seo.data, 'text')) return null;
  return (
    <section className={`${styles['section']} ${styles['seoFooter']}`} aria-labelledby="home-seo">
      <h2 id="home-seo" className={styles['subtitle']}>
        {textOf(seo.data, 'title') || t('seoFooter.title')}
      </h2>
      <p className={styles['note']}>{textOf(seo.data, 'text')}</p>
    </section>
  );
}

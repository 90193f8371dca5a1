import { useResource } from '@nivaas/state';
import { Skeleton, StateView, Text, Heading } from '@nivaas/ui';
import { textOf } from '../../features/content';
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
  const seo = useResource('seo-footer', getSeoFooter);
  if (seo.status === 'success' && !textOf(seo.data, 'text')) return null;
  return (
    <StateView
      status={seo.status}
      className={styles['section']}
      loadingLabel={t('loading')}
      loading={<Skeleton variant="text" lines={3} />}
      error={{ title: t('seoFooter.failed'), retryLabel: t('retry'), onRetry: seo.reload }}
      headingLevel={3}
      focusRetryOnError={false}
    >
      <section className={`${styles['section']} ${styles['seoFooter']}`} aria-labelledby="home-seo">
        <Heading level={2} id="home-seo">
          {textOf(seo.data, 'title') || t('seoFooter.title')}
        </Heading>
        <Text muted size="sm">
          {textOf(seo.data, 'text')}
        </Text>
      </section>
    </StateView>
  );
}

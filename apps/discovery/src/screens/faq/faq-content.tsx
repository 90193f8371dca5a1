import { Accordion, ErrorState, Skeleton } from '@nivaas/ui';
import { getFaqContent } from './api/get-faq-content';
import { isObject, listOf, textOf } from '../../features/content';
import { useContentT } from '../../features/content';
import { useApiResource } from '../../features/content';
import { contentStyles as styles } from '../../features/content';

/** faq_content: sections of questions, each answer behind its question (SPEC.md 3 Content: faq). */
export function FaqContent() {
  const t = useContentT();
  const content = useApiResource('faq-content', getFaqContent);
  if (content.status === 'loading') {
    return (
      <div className={styles['stack']} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" lines={6} />
      </div>
    );
  }
  if (content.status === 'error') {
    return <ErrorState title={t('faq.content.failed')} retryLabel={t('retry')} onRetry={content.retry} />;
  }
  const sections = listOf(content.data, 'sections').filter(isObject);
  if (!sections.length) return <p className={styles['note']}>{t('faq.content.empty')}</p>;
  return (
    <div className={styles['stack']}>
      {sections.map((section, s) => (
        <section
          key={`${s}-${textOf(section, 'title')}`}
          className={styles['stack']}
          aria-labelledby={`faq-section-${s}`}
        >
          <h2 id={`faq-section-${s}`} className={styles['subtitle']}>
            {textOf(section, 'title')}
          </h2>
          <Accordion
            headingLevel={3}
            items={listOf(section, 'items')
              .filter(isObject)
              .map((item, i) => ({
                id: `${s}-${i}`,
                title: textOf(item, 'q'),
                content: <p className={styles['answer']}>{textOf(item, 'a')}</p>,
              }))}
          />
        </section>
      ))}
    </div>
  );
}

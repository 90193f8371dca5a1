import type { Resource } from '@nivaas/state';
import { Accordion, Skeleton, StateView, Text, Heading } from '@nivaas/ui';
import { isObject, listOf, textOf, useContentT, contentStyles as styles } from '../../features/content';

/**
 * faq_content: sections of questions, each answer behind its question (docs/rules.md 3 Content: faq). The
 * screen loads it (faq-screen.tsx); its skeleton shows again only while a Retry reloads it.
 */
export function FaqContent({ content }: { readonly content: Resource<unknown> }) {
  const t = useContentT();
  const sections = listOf(content.data, 'sections').filter(isObject);
  return (
    <StateView
      status={content.status}
      className={styles['stack']}
      loadingLabel={t('loading')}
      loading={<Skeleton variant="text" lines={6} />}
      error={{ title: t('faq.content.failed'), retryLabel: t('retry'), onRetry: content.reload }}
    >
      {sections.length ? (
        <FaqSections sections={sections} />
      ) : (
        <Text muted size="sm">
          {t('faq.content.empty')}
        </Text>
      )}
    </StateView>
  );
}

function FaqSections({ sections }: { readonly sections: readonly Record<string, unknown>[] }) {
  return (
    <div className={styles['stack']}>
      {sections.map((section, s) => (
        <section
          key={`${s}-${textOf(section, 'title')}`}
          className={styles['stack']}
          aria-labelledby={`faq-section-${s}`}
        >
          <Heading level={2} id={`faq-section-${s}`}>
            {textOf(section, 'title')}
          </Heading>
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

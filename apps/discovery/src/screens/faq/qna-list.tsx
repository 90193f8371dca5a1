import type { Resource } from '@nivaas/state';
import type { QnaResponse } from '@nivaas/api-client/contract';
import { formatShortDate, parseDay, QNA_PAGE_SIZE } from '@nivaas/domain';
import { currentLocale } from '@nivaas/i18n';
import { Button, EmptyState, Skeleton, StateView, Stack, Tag, Text, Heading } from '@nivaas/ui';
import { useEffect, useRef } from 'react';
import { useContentT, contentStyles as styles } from '../../features/content';
import { QnaSearch } from './qna-search';
import faqStyles from './faq.module.css';

export interface QnaListProps {
  /** The page's questions, loaded by the screen (faq-screen.tsx) under the key `faqs:{page}`. */
  readonly qna: Resource<QnaResponse>;
  /** 1-based page, from the URL (?page=). */
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** The search the questions are of (the URL's ?q=), '' for none. */
  readonly search: string;
  readonly onSearch: (search: string) => void;
  /** Search debounce in ms; specs shorten it. */
  readonly searchDebounceMs?: number;
}

/** Answer dates are API dates (YYYY-MM-DD); anything else is shown as sent. */
function viewDate(date: string): string {
  const day = parseDay(date, 'YYYY-MM-DD');
  return day ? formatShortDate(day, currentLocale()) : date;
}

/**
 * The FAQ's questions and answers, 5 a page (getFaqs), with pagination and a search through the API. How many
 * questions a search found is said in a status region that stays on the page, so a screen reader hears each new
 * count; a search that finds nothing says so and offers to clear it. Questions and answers are written by people,
 * so they are rendered as text, never as HTML.
 */
export function QnaList({ qna, page, onPage, search, onSearch, searchDebounceMs }: QnaListProps) {
  const t = useContentT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const total = qna.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QNA_PAGE_SIZE));

  // After a page change the reader lands on the list's heading, not at the foot of the old page.
  useEffect(() => {
    if (moved.current && qna.status === 'success') {
      moved.current = false;
      headingRef.current?.focus();
    }
  }, [qna.status, page]);

  const go = (next: number) => {
    moved.current = true;
    onPage(next);
  };

  return (
    <section className={styles['stack']} aria-labelledby="qna-title">
      <Heading level={2} id="qna-title" ref={headingRef} tabIndex={-1} className={styles['subtitle']}>
        {t('qna.title')}
      </Heading>
      <QnaSearch
        search={search}
        onSearch={onSearch}
        {...(searchDebounceMs === undefined ? {} : { debounceMs: searchDebounceMs })}
      />
      <p role="status" className={`${styles['note']} ${faqStyles['matches']}`}>
        {search && qna.status === 'success'
          ? total === 0
            ? t('search.none', { query: search })
            : t('search.matches', { count: total, query: search })
          : ''}
      </p>
      <StateView
        status={qna.status}
        className={styles['stack']}
        loadingLabel={t('loading')}
        loading={Array.from({ length: QNA_PAGE_SIZE }, (_, i) => (
          <Skeleton key={i} variant="text" lines={2} />
        ))}
        error={{ title: t('qna.failed'), retryLabel: t('retry'), onRetry: qna.reload }}
        headingLevel={3}
      >
        {total === 0 && search ? (
          <EmptyState
            title={t('search.emptyTitle')}
            description={t('search.emptyBody')}
            headingLevel={3}
            action={
              <Button type="button" variant="outline" onClick={() => onSearch('')}>
                {t('search.clear')}
              </Button>
            }
          />
        ) : total === 0 ? (
          <Text muted size="sm">
            {t('qna.empty')}
          </Text>
        ) : (
          <>
            {!search && (
              <Text muted size="sm">
                {t('qna.total', { count: total })}
              </Text>
            )}
            {qna.data?.content.length ? (
              <Stack as="ol" gap={4} divided start={(page - 1) * QNA_PAGE_SIZE + 1}>
                {qna.data.content.map((item) => (
                  <Stack as="li" key={item.id} gap={2}>
                    <Heading level={3}>{item.question}</Heading>
                    {item.answers.length === 0 && (
                      <Text muted size="sm">
                        {t('qna.noAnswer')}
                      </Text>
                    )}
                    {item.answers.map((answer, i) => (
                      <Stack key={i} gap={1}>
                        <p className={styles['answer']}>{answer.answer}</p>
                        <Text muted size="sm">
                          {t('qna.answeredBy', { user: answer.user, date: viewDate(answer.date) })}
                          {answer.verified && (
                            <>
                              {' '}
                              <Tag tone="success">{t('qna.verified')}</Tag>
                            </>
                          )}
                        </Text>
                      </Stack>
                    ))}
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Text muted size="sm">
                {t('qna.pageEmpty')}{' '}
                <button type="button" className={styles['linkButton']} onClick={() => go(1)}>
                  {t('qna.firstPage')}
                </button>
              </Text>
            )}
            {pages > 1 && (
              <nav aria-label={t('qna.pages')} className={styles['pagination']}>
                <Button type="button" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
                  {t('qna.previous')}
                </Button>
                <p className={styles['pageStatus']} aria-live="polite">
                  {t('qna.pageOf', { page, pages })}
                </p>
                <Button type="button" variant="outline" disabled={page >= pages} onClick={() => go(page + 1)}>
                  {t('qna.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </StateView>
    </section>
  );
}

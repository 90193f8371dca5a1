import { useId } from 'react';
import { formatNumber, formatShortDate, parseDay, QNA_PAGE_SIZE } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button, Skeleton, StateView, Section, Stack, Text, Tag, Heading } from '@nivaas/ui';
import { AskHotelQuestion } from './ask-hotel-question';
import { useQuestionsT } from './questions-messages';
import { useHotelQuestions } from './use-hotel-questions';
import styles from './questions.module.css';

export interface QuestionsSectionProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/**
 * The hotel page's questions and answers (docs/rules.md 3 QnA: question, answers with user, date, verified), 5 at a
 * time with "Show more questions", and the form to ask one. Questions and answers are written by people:
 * rendered as text, never as HTML.
 */
export function QuestionsSection({ hotelId, hotelName }: QuestionsSectionProps) {
  const t = useQuestionsT();
  const locale = useLocale();
  const headingId = useId();
  const qna = useHotelQuestions(hotelId);
  const viewDate = (date: string) => {
    const day = parseDay(date, 'YYYY-MM-DD');
    return day ? formatShortDate(day, locale) : date;
  };
  return (
    <Section headingId={headingId} title={t('title')}>
      <StateView
        status={qna.status}
        loadingLabel={t('loading')}
        loading={<Skeleton variant="text" lines={4} />}
        error={{ title: t('failed'), retryLabel: t('retry'), onRetry: qna.retry }}
        headingLevel={3}
        focusRetryOnError={false}
      >
        {() =>
          qna.items.length === 0 ? (
            <Text muted size="sm">
              {t('empty')}
            </Text>
          ) : (
            <>
              <Text muted size="sm" role="status">
                {t('total', { count: qna.total, n: formatNumber(qna.total, locale) })}
              </Text>
              <Stack as="ol" gap={4} divided aria-labelledby={headingId}>
                {qna.items.map((item) => (
                  <Stack as="li" key={item.id} gap={2}>
                    {/* A guest's words, in her language (data-guest-text: never translated). */}
                    <Heading level={3} dir="auto" data-guest-text="">
                      {item.question}
                    </Heading>
                    {item.answers.length === 0 && (
                      <Text muted size="sm">
                        {t('noAnswer')}
                      </Text>
                    )}
                    {item.answers.map((answer, i) => (
                      <Stack key={i} gap={1}>
                        <p className={styles['answerText']} dir="auto" data-guest-text="">
                          {answer.answer}
                        </p>
                        <Text muted size="sm">
                          {t('answeredBy', { user: answer.user, date: viewDate(answer.date) })}
                          {answer.verified && (
                            <>
                              {' '}
                              <Tag tone="success">{t('verified')}</Tag>
                            </>
                          )}
                        </Text>
                      </Stack>
                    ))}
                  </Stack>
                ))}
              </Stack>
              {qna.moreStatus === 'error' && (
                <div className={styles['moreFailed']} role="alert">
                  <span>{t('moreFailed')}</span>
                  <Button variant="outline" onClick={qna.retryMore}>
                    {t('retry')}
                  </Button>
                </div>
              )}
              {qna.hasMore
                ? qna.moreStatus !== 'error' && (
                    <Button
                      variant="outline"
                      loading={qna.moreStatus === 'loading'}
                      loadingLabel={t('loadingMore')}
                      onClick={qna.loadMore}
                    >
                      {t('more')}
                    </Button>
                  )
                : qna.items.length > QNA_PAGE_SIZE && (
                    <Text muted size="sm">
                      {t('end')}
                    </Text>
                  )}
            </>
          )
        }
      </StateView>
      <AskHotelQuestion hotelId={hotelId} hotelName={hotelName} />
    </Section>
  );
}

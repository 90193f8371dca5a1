import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatViewDate } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { homePath } from '@nivaas/routes';
import { Inline, PageHeading, PageResourceView, Stack } from '@nivaas/ui';
import { feedbackIdOf } from './feedback-id';
import { useFeedbackT } from './feedback-messages';
import type { Feedback } from './feedback-types';
import { useFeedback } from './use-feedback';
import styles from './feedback.module.css';

export interface FeedbackGateProps {
  /** The `feedbackId` of the URL, as it came. */
  readonly param: string | undefined;
  /** The page for a form that is open (from the check-out day of a stay that was not cancelled). */
  readonly children: (feedback: Feedback, feedbackId: string) => ReactNode;
}

/** A page of its own: a heading and a message, with the way home. */
function Notice({ title, body }: { readonly title: string; readonly body: string }) {
  const t = useFeedbackT();
  return (
    <div className={styles['notice']}>
      <PageHeading size="2xl">{title}</PageHeading>
      <p>{body}</p>
      <Inline as="ul" tappable>
        <li>
          <Link to={homePath()}>{t('home')}</Link>
        </li>
      </Inline>
    </div>
  );
}

/** The stay a form is about: hotel and dates, as text. */
export function StayLine({ feedback }: { readonly feedback: Feedback }) {
  const t = useFeedbackT();
  const locale = useLocale();
  return (
    <p className={styles['stay']}>
      {t('stay', {
        hotel: feedback.hotel_name,
        checkin: formatViewDate(feedback.checkin, locale),
        checkout: formatViewDate(feedback.checkout, locale),
      })}
    </p>
  );
}

/** An open form's page: its heading, the stay it is about, then the screen's content. */
export function FeedbackLayout({
  title,
  feedback,
  children,
}: {
  readonly title: string;
  readonly feedback: Feedback;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <header className={styles['header']}>
        <PageHeading size="2xl">{title}</PageHeading>
        <StayLine feedback={feedback} />
      </header>
      {children}
    </Stack>
  );
}

/**
 * What the three feedback screens share before their own content: a bad or unknown id gets a clear page, the
 * load its loading and Retry states, a stay not over yet says from when feedback opens, a cancelled booking says
 * there is nothing to rate. Only an open form reaches `children`.
 */
export function FeedbackGate({ param, children }: FeedbackGateProps) {
  const t = useFeedbackT();
  const locale = useLocale();
  const feedbackId = feedbackIdOf(param);
  const { resource, notFound } = useFeedback(feedbackId);

  if (notFound) {
    return (
      <div className={styles['page']}>
        <Notice title={t('notFound.title')} body={t('notFound.body')} />
      </div>
    );
  }
  return (
    <div className={styles['page']}>
      <PageResourceView resource={resource} t={t}>
        {(feedback) => {
          if (!feedbackId) return null;
          if (feedback.availability === 'cancelled') {
            return <Notice title={t('cancelled.title')} body={t('cancelled.body')} />;
          }
          if (feedback.availability === 'after_stay') {
            return (
              <Notice
                title={t('afterStay.title')}
                body={t('afterStay.body', { date: formatViewDate(feedback.opens_on, locale) })}
              />
            );
          }
          return children(feedback, feedbackId);
        }}
      </PageResourceView>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { feedbackChangePath, type ScreenProps } from '@nivaas/routes';
import { FeedbackAnswer, FeedbackForm, FeedbackGate, FeedbackLayout, useFeedbackT } from '../../features/feedback';
import styles from './feedback-screen.module.css';
import { Inline, Text } from '@nivaas/ui';

/**
 * /feedback/{feedbackId}/ (no login: the id is the guest's link). An open form not yet given: the form, sent by
 * submitFeedbackV2, then thanks. Already given: what was given, with "Change feedback".
 */
export default function FeedbackScreen({ params }: ScreenProps) {
  const t = useFeedbackT();
  return (
    <FeedbackGate param={params['feedbackId']}>
      {(feedback, feedbackId) =>
        feedback.submitted ? (
          <FeedbackLayout title={t('title.given')} feedback={feedback}>
            <Text>{t('given.intro')}</Text>
            <FeedbackAnswer feedback={feedback} />
            <Inline as="ul" tappable>
              <li>
                <Link className={styles['change']} to={feedbackChangePath(feedbackId)}>
                  {t('given.change')}
                </Link>
              </li>
            </Inline>
          </FeedbackLayout>
        ) : (
          <FeedbackLayout title={t('title.give')} feedback={feedback}>
            <FeedbackForm feedbackId={feedbackId} feedback={feedback} mode="give" />
          </FeedbackLayout>
        )
      }
    </FeedbackGate>
  );
}

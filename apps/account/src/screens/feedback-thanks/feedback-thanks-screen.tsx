import { Link } from 'react-router-dom';
import { feedbackChangePath, homePath, type ScreenProps } from '@nivaas/routes';
import { FeedbackGate, FeedbackLayout, GoToForm, Stars, useFeedbackT } from '../../features/feedback';
import styles from './feedback-thanks-screen.module.css';
import { Inline, Text } from '@nivaas/ui';

/**
 * /feedback/{feedbackId}/thanks/: thanks, the rating given, and the ways to change it or go home. Feedback not
 * given yet has nothing to thank for: the visitor goes to the form.
 */
export default function FeedbackThanksScreen({ params }: ScreenProps) {
  const t = useFeedbackT();
  return (
    <FeedbackGate param={params['feedbackId']}>
      {(feedback, feedbackId) =>
        feedback.submitted && feedback.rating !== null ? (
          <FeedbackLayout title={t('title.thanks')} feedback={feedback}>
            <p className={styles['rating']}>
              <Stars rating={feedback.rating} /> {t('thanks.rating', { count: feedback.rating })}
            </p>
            <Text>{t('thanks.body', { hotel: feedback.hotel_name })}</Text>
            <Inline as="ul" gap={4} tappable>
              <li>
                <Link to={feedbackChangePath(feedbackId)}>{t('thanks.change')}</Link>
              </li>
              <li>
                <Link to={homePath()}>{t('home')}</Link>
              </li>
            </Inline>
          </FeedbackLayout>
        ) : (
          <GoToForm feedbackId={feedbackId} />
        )
      }
    </FeedbackGate>
  );
}

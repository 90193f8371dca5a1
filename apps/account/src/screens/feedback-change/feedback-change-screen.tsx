import { type ScreenProps } from '@nivaas/routes';
import { FeedbackForm, FeedbackGate, FeedbackLayout, GoToForm, useFeedbackT } from '../../features/feedback';

/**
 * /feedback/{feedbackId}/change/: the feedback form with the saved answer, saved by updateFeedback, then thanks.
 * Feedback not given yet has nothing to change: the visitor goes to the form.
 */
export default function FeedbackChangeScreen({ params }: ScreenProps) {
  const t = useFeedbackT();
  return (
    <FeedbackGate param={params['feedbackId']}>
      {(feedback, feedbackId) =>
        feedback.submitted ? (
          <FeedbackLayout title={t('title.change')} feedback={feedback}>
            <FeedbackForm feedbackId={feedbackId} feedback={feedback} mode="change" />
          </FeedbackLayout>
        ) : (
          <GoToForm feedbackId={feedbackId} />
        )
      }
    </FeedbackGate>
  );
}

import { tooManyRequestsText } from '@nivaas/domain/booking';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '@nivaas/domain/hotel';
import { QuestionForm } from '@nivaas/ui';
import { useQuestionsApi } from './api/questions-api';
import { useQuestionsT } from './questions-messages';

export interface AskHotelQuestionProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/**
 * "Ask a question" about one hotel (askHotelQuestion): libs/ui's QuestionForm (docs/rules.md 5 checks, the API's 5-500
 * characters) in this feature's words. A sent question waits for moderation, and the form says so.
 */
export function AskHotelQuestion({ hotelId, hotelName }: AskHotelQuestionProps) {
  const t = useQuestionsT();
  const api = useQuestionsApi();
  return (
    <QuestionForm
      title={t('ask.title')}
      headingLevel={3}
      label={t('ask.label', { hotel: hotelName })}
      hint={t('ask.hint')}
      rows={3}
      countLabel={(count, max) => t('ask.count', { count, max })}
      problemText={(problem) =>
        problem === 'blank'
          ? t('ask.blank')
          : problem === 'short'
            ? t('ask.short', { min: QUESTION_MIN_LENGTH })
            : t('ask.long', { max: QUESTION_MAX_LENGTH })
      }
      submitLabel={t('ask.submit')}
      sendingLabel={t('ask.sending')}
      sentMessage={t('ask.sent')}
      // A limit's own sentence (what was limited, when to try again), else ours.
      failedMessage={(error) => tooManyRequestsText(error) ?? t('ask.failed')}
      buttonVariant="outline"
      onSend={(question) => api.askHotelQuestion({ params: { hotelId }, body: { question } })}
    />
  );
}

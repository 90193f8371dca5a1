import { QuestionForm } from '@nivaas/ui';
import { useQuestionsApi } from './api/questions-api';
import { useQuestionsT } from './questions-messages';

export interface AskHotelQuestionProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/**
 * "Ask a question" about one hotel (askHotelQuestion): libs/ui's QuestionForm (docs/rules.md 5 checks, the API's 5-500
 * characters, said in the form's own words). A sent question waits for moderation, and the form says so.
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
      sentMessage={t('ask.sent')}
      buttonVariant="outline"
      onSend={(question) => api.askHotelQuestion({ params: { hotelId }, body: { question } })}
    />
  );
}

import { tooManyRequestsText } from '@nivaas/domain/booking';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '@nivaas/domain/hotel';
import { QuestionForm } from '@nivaas/ui';
import { useContentT } from '../../features/content';
import { addQuestion } from './api/add-question';

/** The FAQ's ask-a-question form: libs/ui's QuestionForm (docs/rules.md 5 checks), sent by addQuestion {question, page}. */
export function AskQuestionForm() {
  const t = useContentT();
  return (
    <QuestionForm
      title={t('ask.title')}
      label={t('ask.label')}
      hint={t('ask.hint')}
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
      onSend={addQuestion}
    />
  );
}

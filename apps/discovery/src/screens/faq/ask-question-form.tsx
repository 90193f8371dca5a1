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
      sentMessage={t('ask.sent')}
      onSend={addQuestion}
    />
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, validateQuestion, type QuestionProblem } from '@nivaas/domain';
import { Button, SubmitStatus, TextArea, type SubmitState } from '@nivaas/ui';
import { useQuestionsApi } from './api/questions-api';
import { useQuestionsT } from './questions-messages';
import styles from './questions.module.css';

export interface AskHotelQuestionProps {
  readonly hotelId: number;
  readonly hotelName: string;
}

/**
 * "Ask a question" about one hotel (askHotelQuestion), after the SPEC.md 5 checks (blank check on the trimmed
 * text) and the API's 5-500 characters. A sent question waits for moderation, and the form says so.
 */
export function AskHotelQuestion({ hotelId, hotelName }: AskHotelQuestionProps) {
  const t = useQuestionsT();
  const api = useQuestionsApi();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<QuestionProblem | null>(null);
  const [state, setState] = useState<SubmitState>('idle');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'submitting') return;
    const found = validateQuestion(text);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    setState('submitting');
    try {
      await api.askHotelQuestion({ params: { hotelId }, body: { question: text.trim() } });
      setText('');
      setState('succeeded');
    } catch {
      setState('failed');
    }
  };

  const error =
    problem === 'blank'
      ? t('ask.blank')
      : problem === 'short'
        ? t('ask.short', { min: QUESTION_MIN_LENGTH })
        : problem === 'long'
          ? t('ask.long', { max: QUESTION_MAX_LENGTH })
          : undefined;

  return (
    <section className={styles['section']} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles['subheading']}>
        {t('ask.title')}
      </h3>
      <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          ref={fieldRef}
          label={t('ask.label', { hotel: hotelName })}
          hint={t('ask.hint')}
          value={text}
          rows={3}
          maxLength={QUESTION_MAX_LENGTH}
          countLabel={(count, max) => t('ask.count', { count, max })}
          error={error}
          onChange={(value) => {
            setText(value);
            if (problem) setProblem(validateQuestion(value));
            if (state === 'succeeded' || state === 'failed') setState('idle');
          }}
        />
        <Button type="submit" variant="outline" loading={state === 'submitting'} loadingLabel={t('ask.sending')}>
          {t('ask.submit')}
        </Button>
        <SubmitStatus state={state} successMessage={t('ask.sent')} failureMessage={t('ask.failed')} />
      </form>
    </section>
  );
}

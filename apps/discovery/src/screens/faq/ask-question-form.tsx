import { Button, SubmitStatus, TextArea, type SubmitState } from '@nivaas/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { contentStyles as styles, useContentT } from '../../features/content';
import { addQuestion } from './api/add-question';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, validateQuestion } from './validate-question';

/** The FAQ's ask-a-question form: addQuestion {question, page}, after the SPEC.md 5 checks. */
export function AskQuestionForm() {
  const t = useContentT();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof validateQuestion>>(null);
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
      await addQuestion(text.trim());
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
    <section className={styles['stack']} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles['subtitle']}>
        {t('ask.title')}
      </h2>
      <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          ref={fieldRef}
          label={t('ask.label')}
          hint={t('ask.hint')}
          value={text}
          rows={4}
          maxLength={QUESTION_MAX_LENGTH}
          countLabel={(count, max) => t('ask.count', { count, max })}
          error={error}
          onChange={(value) => {
            setText(value);
            if (problem) setProblem(validateQuestion(value));
            if (state === 'succeeded' || state === 'failed') setState('idle');
          }}
        />
        <Button type="submit" loading={state === 'submitting'} loadingLabel={t('ask.sending')}>
          {t('ask.submit')}
        </Button>
        <SubmitStatus state={state} successMessage={t('ask.sent')} failureMessage={t('ask.failed')} />
      </form>
    </section>
  );
}

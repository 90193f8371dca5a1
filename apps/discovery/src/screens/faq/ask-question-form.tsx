import { Button } from '@nivaas/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { addQuestion } from './api/add-question';
import { useContentT, contentStyles as styles } from '../../features/content';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, validateQuestion } from './validate-question';

type Outcome = 'idle' | 'sending' | 'sent' | 'failed';

/** The FAQ's ask-a-question form: addQuestion {question, page}, after the SPEC.md 5 checks. */
export function AskQuestionForm() {
  const t = useContentT();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof validateQuestion>>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const length = text.trim().length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome === 'sending') return;
    const found = validateQuestion(text);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    setOutcome('sending');
    try {
      await addQuestion(text.trim());
      setText('');
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  };

  const error =
    problem === 'blank'
      ? t('ask.blank')
      : problem === 'short'
        ? t('ask.short', { min: QUESTION_MIN_LENGTH })
        : problem === 'long'
          ? t('ask.long', { max: QUESTION_MAX_LENGTH })
          : null;

  return (
    <section className={styles['stack']} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles['subtitle']}>
        {t('ask.title')}
      </h2>
      <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-question`} className={styles['label']}>
          {t('ask.label')}
        </label>
        <textarea
          ref={fieldRef}
          id={`${id}-question`}
          className={styles['textarea']}
          rows={4}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(validateQuestion(event.target.value));
            if (outcome === 'sent' || outcome === 'failed') setOutcome('idle');
          }}
        />
        <p id={`${id}-hint`} className={styles['note']}>
          {t('ask.hint')}
        </p>
        <p id={`${id}-count`} className={length > QUESTION_MAX_LENGTH ? styles['errorText'] : styles['note']}>
          {t('ask.count', { count: length, max: QUESTION_MAX_LENGTH })}
        </p>
        {error && (
          <p id={`${id}-error`} className={styles['errorText']}>
            {error}
          </p>
        )}
        <Button type="submit" loading={outcome === 'sending'} loadingLabel={t('ask.sending')}>
          {t('ask.submit')}
        </Button>
        <p role="status" className={outcome === 'sent' ? styles['success'] : styles['srOnly']}>
          {outcome === 'sent' ? t('ask.sent') : ''}
        </p>
        {outcome === 'failed' && (
          <p role="alert" className={styles['errorText']}>
            {t('ask.failed')}
          </p>
        )}
      </form>
    </section>
  );
}

import { useId, useState } from 'react';
import clsx from 'clsx';
import { tooManyRequestsText } from '@nivaas/domain/booking';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, validateQuestion, type QuestionProblem } from '@nivaas/domain/hotel';
import { Button, type ButtonVariant } from '../button/button';
import { fieldProps } from '../form/field-props';
import { useForm, type FormErrors } from '../form/use-form';
import { SubmitStatus, type SubmitState } from '../submit-status/submit-status';
import { TextArea } from '../text-area/text-area';
import { useQuestionFormT } from './question-form-messages';
import styles from './question-form.module.css';

interface QuestionDraft {
  readonly text: string;
}

const checkQuestion = ({ text }: QuestionDraft): FormErrors<'text'> => {
  const problem = validateQuestion(text);
  return problem ? { text: problem } : {};
};

export interface QuestionFormProps {
  /** The section's heading ("Ask a question"). */
  title: string;
  /** 2 for a section of its own, 3 inside a section; 2 by default. */
  headingLevel?: 2 | 3;
  /** The field's label. */
  label: string;
  hint?: string;
  /** The live count's wording; TextArea's translated "n of max characters" by default. */
  countLabel?: (count: number, max: number) => string;
  /** What is wrong with the question; "Type your question first." and the bounds' sentences by default. */
  problemText?: (problem: QuestionProblem) => string;
  /** "Send question" by default. */
  submitLabel?: string;
  /** The button's label while the question is on its way; "Sending your question" by default. */
  sendingLabel?: string;
  /** Announced once the question went through (and the field is cleared). */
  sentMessage: string;
  /**
   * Shown as an alert when sending failed (the text stays for another try); a function words the failure
   * itself. By default a limit's own sentence (what was limited, when to try again), else "could not be sent".
   */
  failedMessage?: string | ((error: unknown) => string);
  /** The field's height in lines; TextArea's 4 by default. */
  rows?: number;
  buttonVariant?: ButtonVariant;
  className?: string;
  /**
   * Sends the question, already checked and trimmed. Resolving clears the field and announces `sentMessage`;
   * rejecting shows `failedMessage` (given what it rejected with, when a function).
   */
  onSend: (question: string) => Promise<unknown>;
}

/**
 * An "ask a question" form (docs/rules.md 5): the question is checked with the domain's validateQuestion (blank check
 * on the trimmed text, 5 to 500 characters), a problem is said at the field and focus goes back to it, and the
 * trimmed text goes to `onSend`. The app does the sending; the form is libs/ui's useForm (docs/conventions.md 18).
 */
export function QuestionForm({
  title,
  headingLevel = 2,
  label,
  hint,
  countLabel,
  problemText,
  submitLabel,
  sendingLabel,
  sentMessage,
  failedMessage,
  rows,
  buttonVariant,
  className,
  onSend,
}: QuestionFormProps) {
  const t = useQuestionFormT();
  const id = useId();
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const send = async ({ text }: QuestionDraft) => {
    setState('submitting');
    try {
      await onSend(text.trim());
      form.setValue('text', '');
      setState('succeeded');
    } catch (error) {
      setFailure(
        typeof failedMessage === 'function'
          ? failedMessage(error)
          : (failedMessage ?? tooManyRequestsText(error) ?? t('question.failed')),
      );
      setState('failed');
    }
  };

  const form = useForm<QuestionDraft, 'text'>({
    initial: { text: '' },
    fields: ['text'],
    validate: checkQuestion,
    onSubmit: send,
    idPrefix: id,
    message: (problem) =>
      problemText
        ? problemText(problem as QuestionProblem)
        : problem === 'blank'
          ? t('question.blank')
          : problem === 'short'
            ? t('question.short', { min: QUESTION_MIN_LENGTH })
            : t('question.long', { max: QUESTION_MAX_LENGTH }),
  });
  const text = fieldProps(form, 'text');

  return (
    <section className={clsx(styles.section, className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={clsx(styles.title, headingLevel === 3 ? styles.level3 : styles.level2)}>
        {title}
      </Heading>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => (state === 'submitting' ? event.preventDefault() : void form.submit(event))}
      >
        <TextArea
          {...text}
          label={label}
          hint={hint}
          rows={rows}
          maxLength={QUESTION_MAX_LENGTH}
          countLabel={countLabel}
          onChange={(value) => {
            text.onChange(value);
            if (state === 'succeeded' || state === 'failed') setState('idle');
          }}
        />
        <Button
          type="submit"
          variant={buttonVariant}
          loading={state === 'submitting'}
          loadingLabel={sendingLabel ?? t('question.sending')}
        >
          {submitLabel ?? t('question.submit')}
        </Button>
        <SubmitStatus state={state} successMessage={sentMessage} failureMessage={failure} />
      </form>
    </section>
  );
}

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import { tooManyRequestsText } from '@nivaas/domain/booking';
import { feedbackThanksPath } from '@nivaas/routes';
import { Button, Checkbox, RadioGroup, SubmitStatus, TextArea, useForm, type SubmitState, Stack } from '@nivaas/ui';
import {
  checkFeedbackDraft,
  draftFromFeedback,
  EMPTY_DRAFT,
  FEEDBACK_TEXT_MAX_LENGTH,
  toFeedbackBody,
  type FeedbackDraft,
} from './feedback-draft';
import { reasonLabel, useFeedbackT } from './feedback-messages';
import { useFeedbackApi } from './feedback-services';
import type { Feedback } from './feedback-types';
import styles from './feedback.module.css';

export interface FeedbackFormProps {
  readonly feedbackId: string;
  readonly feedback: Feedback;
  /** `give`: an empty form sent by submitFeedbackV2; `change`: the saved answer, sent by updateFeedback. */
  readonly mode: 'give' | 'change';
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The one feedback form (give and change): 1-5 stars (required, nothing pre-selected), an optional text up to
 * 2000 characters, and the "others" choices the API offers (nothing pre-ticked). Saved, it goes to the thanks
 * page; a refusal is said in words and nothing is lost.
 */
export function FeedbackForm({ feedbackId, feedback, mode }: FeedbackFormProps) {
  const t = useFeedbackT();
  const api = useFeedbackApi();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const ratingRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const send = async (valid: FeedbackDraft) => {
    if (state === 'submitting') return;
    setState('submitting');
    const body = toFeedbackBody(feedbackId, valid, feedback.reasons);
    try {
      await (mode === 'change' ? api.updateFeedback({ body }) : api.submitFeedbackV2({ body }));
      navigate(feedbackThanksPath(feedbackId));
    } catch (error) {
      // A limit's own sentence says what was limited and when to try again.
      setFailure(
        isApiError(error) && error.status === 0
          ? t('form.offline')
          : isApiError(error) && error.status === 400 && error.message
            ? t('form.refused', { reason: error.message })
            : (tooManyRequestsText(error) ?? t('form.failed')),
      );
      setState('failed');
    }
  };

  const form = useForm<FeedbackDraft, 'rating' | 'text'>({
    initial: () => (mode === 'change' ? draftFromFeedback(feedback) : EMPTY_DRAFT),
    fields: ['rating', 'text'],
    validate: checkFeedbackDraft,
    // The first field to fix takes focus, so its message is read at once.
    focus: (field) =>
      field === 'rating' ? ratingRef.current?.querySelector('input')?.focus() : textRef.current?.focus(),
    onSubmit: send,
  });
  const draft = form.values;
  const problems = form.errors;

  const change = (next: Partial<FeedbackDraft>) => {
    form.setValues((now) => ({ ...now, ...next }));
    if (state === 'failed') setState('idle');
  };
  const toggle = (choice: string, on: boolean) =>
    change({ others: on ? [...draft.others, choice] : draft.others.filter((c) => c !== choice) });

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void form.submit(event)}>
      <div ref={ratingRef}>
        <RadioGroup
          legend={t('form.rating')}
          name={`feedback-rating-${feedbackId}`}
          value={draft.rating === null ? null : String(draft.rating)}
          onChange={(value) => change({ rating: Number(value) })}
          options={STARS.map((stars) => ({ value: String(stars), label: t('form.star', { count: stars }) }))}
          error={problems.rating ? t('form.ratingMissing') : undefined}
        />
      </div>
      <TextArea
        ref={textRef}
        label={t('form.text')}
        labelSuffix={t('form.optional')}
        value={draft.text}
        rows={5}
        maxLength={FEEDBACK_TEXT_MAX_LENGTH}
        countLabel={(count, max) => t('form.count', { count, max })}
        onChange={(text) => change({ text })}
        error={problems.text ? t('form.textLong', { max: FEEDBACK_TEXT_MAX_LENGTH }) : undefined}
      />
      {feedback.reasons.length > 0 && (
        <fieldset className={styles['choices']}>
          <legend className={styles['legend']}>{t('form.others')}</legend>
          {feedback.reasons.map((reason) => (
            <Checkbox
              key={reason}
              label={reasonLabel(t, reason)}
              checked={draft.others.includes(reason)}
              onChange={(on) => toggle(reason, on)}
            />
          ))}
        </fieldset>
      )}
      <Button type="submit" fullWidth loading={state === 'submitting'} loadingLabel={t('form.sending')}>
        {mode === 'change' ? t('form.save') : t('form.submit')}
      </Button>
      <SubmitStatus state={state} failureMessage={failure} />
    </Stack>
  );
}

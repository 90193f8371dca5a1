import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatShortDate, parseDay } from '@nivaas/domain';
import { tooManyRequestsText } from '@nivaas/domain/booking';
import {
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  toReviewBody,
  validateReview,
  type ReviewDraft,
} from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { reviewSubmittedPath, withQuery } from '@nivaas/routes';
import { usePlatform } from '@nivaas/state';
import {
  Button,
  RadioGroup,
  SubmitStatus,
  TextArea,
  TextField,
  useForm,
  type SubmitState,
  Inline,
  Stack,
  Text,
} from '@nivaas/ui';
import { useReviewsApi } from './api/reviews-api';
import type { ReviewableStay } from './api/review-types';
import { reviewFailureOf, type ReviewFailure } from './review-failure';
import { useReviewsT } from './reviews-messages';

export interface ReviewFormProps {
  readonly hotelId: number;
  readonly stays: readonly ReviewableStay[];
  readonly onCancel: () => void;
  /** Called once the API took the review, before the page moves to the thank-you page. */
  readonly onSubmitted: () => void;
}

const STARS = [5, 4, 3, 2, 1] as const;

type ReviewField = 'stay' | 'rating' | 'title' | 'text';

/**
 * The review: which stay (when there are several; nothing pre-chosen), 1-5 stars (nothing pre-selected), a
 * title and a text, checked by the domain's rules before anything is sent; the API's refusals are said in
 * words. Once sent, the guest lands on the thank-you page with the hotel to go back to.
 */
export function ReviewForm({ hotelId, stays, onCancel, onSubmitted }: ReviewFormProps) {
  const t = useReviewsT();
  const locale = useLocale();
  const api = useReviewsApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState<ReviewFailure>('failed');
  /** A limit's own sentence (what was limited, when to try again), shown instead of our words. */
  const [limitText, setLimitText] = useState<string | null>(null);
  const stayRef = useRef<HTMLDivElement>(null);
  const ratingRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const form = useForm<ReviewDraft, ReviewField>({
    initial: { orderId: stays.length === 1 ? (stays[0]?.order_id ?? null) : null, rating: null, title: '', text: '' },
    fields: ['stay', 'rating', 'title', 'text'],
    validate: validateReview,
    // The first field to fix takes focus, so its message is read at once.
    focus: (field) => {
      if (field === 'stay') stayRef.current?.querySelector('input')?.focus();
      else if (field === 'rating') ratingRef.current?.querySelector('input')?.focus();
      else if (field === 'title') titleRef.current?.focus();
      else textRef.current?.focus();
    },
    onSubmit: async (draft) => {
      if (state === 'submitting') return;
      setState('submitting');
      try {
        await api.submitReview({ params: { hotelId }, body: toReviewBody(draft) });
        platform.bus.emit({
          type: 'analytics/track',
          name: 'review_submitted',
          properties: { hotel_id: hotelId, rating: draft.rating },
        });
        navigate(withQuery(reviewSubmittedPath(), new URLSearchParams({ hotel_id: String(hotelId) })));
        onSubmitted();
      } catch (error) {
        setFailure(reviewFailureOf(error));
        setLimitText(tooManyRequestsText(error));
        setState('failed');
      }
    },
  });
  const { orderId, rating, title, text } = form.values;
  const problems = form.errors;
  const day = (iso: string) => {
    const parsed = parseDay(iso, 'YYYY-MM-DD');
    return parsed ? formatShortDate(parsed, locale) : iso;
  };
  const edit = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    form.setValue(key, value);
    if (state === 'failed') setState('idle');
  };

  const only = stays.length === 1 ? stays[0] : undefined;
  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void form.submit(event)}>
      {only ? (
        <Text muted size="sm">
          {t('modal.stayOne', { checkin: day(only.checkin), checkout: day(only.checkout) })}
        </Text>
      ) : (
        <div ref={stayRef}>
          <RadioGroup
            legend={t('modal.stay')}
            name={`review-stay-${hotelId}`}
            value={orderId}
            onChange={(value) => edit('orderId', value)}
            options={stays.map((stay) => ({
              value: stay.order_id,
              label: t('modal.stayOption', { checkin: day(stay.checkin), checkout: day(stay.checkout) }),
            }))}
            error={problems.stay ? t('modal.stayMissing') : undefined}
          />
        </div>
      )}
      <div ref={ratingRef}>
        <RadioGroup
          legend={t('modal.rating')}
          name={`review-rating-${hotelId}`}
          value={rating === null ? null : String(rating)}
          onChange={(value) => edit('rating', Number(value))}
          options={STARS.map((stars) => ({
            value: String(stars),
            label: t('modal.star', { count: stars, words: t(`modal.star.${stars}`) }),
          }))}
          error={problems.rating ? t('modal.ratingMissing') : undefined}
        />
      </div>
      <TextField
        ref={titleRef}
        label={t('modal.titleLabel')}
        hint={t('modal.titleHint')}
        value={title}
        autoComplete="off"
        onChange={(event) => edit('title', event.target.value)}
        error={
          problems.title === 'blank'
            ? t('modal.titleBlank')
            : problems.title === 'long'
              ? t('modal.titleLong', { max: REVIEW_TITLE_MAX_LENGTH })
              : undefined
        }
      />
      <TextArea
        ref={textRef}
        label={t('modal.textLabel')}
        hint={t('modal.textHint', { min: REVIEW_TEXT_MIN_LENGTH })}
        value={text}
        rows={6}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        countLabel={(count, max) => t('modal.count', { count, max })}
        onChange={(value) => edit('text', value)}
        error={
          problems.text === 'blank'
            ? t('modal.textBlank')
            : problems.text === 'short'
              ? t('modal.textShort', { min: REVIEW_TEXT_MIN_LENGTH })
              : problems.text === 'long'
                ? t('modal.textLong', { max: REVIEW_TEXT_MAX_LENGTH })
                : undefined
        }
      />
      <Inline gap={2}>
        <Button type="submit" loading={state === 'submitting'} loadingLabel={t('modal.sending')}>
          {t('modal.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('modal.cancel')}
        </Button>
      </Inline>
      <SubmitStatus state={state} failureMessage={limitText ?? t(`modal.${failure}`)} />
    </Stack>
  );
}

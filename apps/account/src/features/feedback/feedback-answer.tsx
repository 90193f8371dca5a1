import { reasonLabel, useFeedbackT } from './feedback-messages';
import type { Feedback } from './feedback-types';
import styles from './feedback.module.css';

/** Stars as a picture (hidden from screen readers, who hear the words beside it). */
export function Stars({ rating }: { readonly rating: number }) {
  return (
    <span className={styles['starRow']} aria-hidden="true">
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}

/** What the guest gave: rating, their text (as text, never markup) and their choices. */
export function FeedbackAnswer({ feedback }: { readonly feedback: Feedback }) {
  const t = useFeedbackT();
  const rating = feedback.rating ?? 0;
  return (
    <dl className={styles['answer']}>
      <div>
        <dt>{t('given.rating')}</dt>
        <dd>
          <Stars rating={rating} /> {t('form.star', { count: rating })}
        </dd>
      </div>
      <div>
        <dt>{t('given.text')}</dt>
        <dd className={styles['text']}>{feedback.review_text.trim() || t('given.noText')}</dd>
      </div>
      <div>
        <dt>{t('given.others')}</dt>
        <dd>
          {feedback.others.length > 0 ? (
            <ul className={styles['list']}>
              {feedback.others.map((choice) => (
                <li key={choice}>{reasonLabel(t, choice)}</li>
              ))}
            </ul>
          ) : (
            t('given.noOthers')
          )}
        </dd>
      </div>
    </dl>
  );
}

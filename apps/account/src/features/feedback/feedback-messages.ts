import { slugify } from '@nivaas/routes';
import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './feedback-messages.en-GB.json';

/** The feedback screens' texts (form, answer, thanks and their states). en-GB is the source; fr-FR translates it. */
export type FeedbackMessageKey = keyof typeof EN_GB;

export const FEEDBACK_MESSAGES: Catalogues<FeedbackMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './feedback-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './feedback-messages.hi-IN.json'),
  },
);

export type FeedbackT = Translate<FeedbackMessageKey>;

export const useFeedbackT = createTranslationHook(FEEDBACK_MESSAGES);

/**
 * A feedback choice's label in the page's language. The API names each choice in English ("Value for money"), the
 * value a saved feedback keeps; a choice the catalogue does not know yet shows as the API wrote it.
 */
export function reasonLabel(t: FeedbackT, reason: string): string {
  const key = `reason.${slugify(reason)}`;
  return Object.prototype.hasOwnProperty.call(EN_GB, key) ? t(key as FeedbackMessageKey) : reason;
}

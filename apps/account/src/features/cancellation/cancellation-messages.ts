import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './cancellation-messages.en-GB.json';

/** The cancellation page's texts (/c-{hash}/). en-GB is the source; fr-FR translates it. */
export type CancellationMessageKey = keyof typeof EN_GB;

export const CANCELLATION_MESSAGES: Catalogues<CancellationMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './cancellation-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './cancellation-messages.hi-IN.json'),
  },
);

export type CancellationT = Translate<CancellationMessageKey>;

export const useCancellationT = createTranslationHook(CANCELLATION_MESSAGES);

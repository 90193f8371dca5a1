import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './date-range-picker-messages.en-GB.json';

/** DateRange's default texts (an app's prop always wins); en-GB is the source. */
export const DATE_RANGE_MESSAGES = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './date-range-picker-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './date-range-picker-messages.hi-IN.json'),
  },
) satisfies Catalogues<keyof typeof EN_GB>;

export const useDateRangeT = createTranslationHook<keyof typeof EN_GB>(DATE_RANGE_MESSAGES);

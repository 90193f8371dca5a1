import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './calendar-messages.en-GB.json';

/** The calendar button's texts, and what the calendar event says. en-GB is the source; fr-FR translates it. */
export type CalendarMessageKey = keyof typeof EN_GB;

export const CALENDAR_MESSAGES: Catalogues<CalendarMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './calendar-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './calendar-messages.hi-IN.json'),
  },
);

export type CalendarT = Translate<CalendarMessageKey>;

export const useCalendarT = createTranslationHook(CALENDAR_MESSAGES);

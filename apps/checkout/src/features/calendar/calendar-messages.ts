import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './calendar-messages.en-GB.json';
import FR_FR from './calendar-messages.fr-FR.json';

/** The calendar button's texts, and what the calendar event says. en-GB is the source; fr-FR translates it. */
export type CalendarMessageKey = keyof typeof EN_GB;

export const CALENDAR_MESSAGES: Catalogues<CalendarMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type CalendarT = Translate<CalendarMessageKey>;

export const useCalendarT = createTranslationHook(CALENDAR_MESSAGES);

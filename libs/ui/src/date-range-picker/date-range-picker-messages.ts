import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

/** DateRange's default texts (an app's prop always wins); en-GB is the source. */
const EN_GB = {
  'dateRange.checkIn': 'check-in',
  'dateRange.checkOut': 'check-out',
} as const;

export const DATE_RANGE_MESSAGES = {
  'en-GB': EN_GB,
  'fr-FR': {
    'dateRange.checkIn': 'arrivée',
    'dateRange.checkOut': 'départ',
  },
} satisfies Catalogues<keyof typeof EN_GB>;

export const useDateRangeT = createTranslationHook<keyof typeof EN_GB>(DATE_RANGE_MESSAGES);

import { createTranslationHook } from '@nivaas/i18n';

/**
 * The design system's own texts: the labels a component shows when the app passes none (Close, check-in...).
 * en-GB is the source; other locales translate; an app's prop always wins.
 */
const EN_GB = {
  'dateRange.checkIn': 'check-in',
  'dateRange.checkOut': 'check-out',
} as const;

export type UiMessageKey = keyof typeof EN_GB;

export const useUiT = createTranslationHook<UiMessageKey>({
  'en-GB': EN_GB,
  'fr-FR': {
    'dateRange.checkIn': 'arrivée',
    'dateRange.checkOut': 'départ',
  },
});

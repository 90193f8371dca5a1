import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './cancellation-messages.en-GB.json';
import FR_FR from './cancellation-messages.fr-FR.json';

/** The cancellation page's texts (/c-{hash}/). en-GB is the source; fr-FR translates it. */
export type CancellationMessageKey = keyof typeof EN_GB;

export const CANCELLATION_MESSAGES: Catalogues<CancellationMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type CancellationT = Translate<CancellationMessageKey>;

export const useCancellationT = createTranslationHook(CANCELLATION_MESSAGES);

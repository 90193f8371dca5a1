import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './web-checkin-messages.en-GB.json';
import FR_FR from './web-checkin-messages.fr-FR.json';

/** The web check-in page's texts (/web-checkin/{hash}/). en-GB is the source; fr-FR translates it. */
export type WebCheckinMessageKey = keyof typeof EN_GB;

export const WEB_CHECKIN_MESSAGES: Catalogues<WebCheckinMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type WebCheckinT = Translate<WebCheckinMessageKey>;

export const useWebCheckinT = createTranslationHook(WEB_CHECKIN_MESSAGES);

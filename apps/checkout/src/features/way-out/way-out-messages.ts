import { createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './way-out-messages.en-GB.json';
import FR_FR from './way-out-messages.fr-FR.json';

/** The ways on from a page that cannot go further. en-GB is the source; fr-FR translates it. */
export type WayOutMessageKey = keyof typeof EN_GB;

export const WAY_OUT_MESSAGES: Catalogues<WayOutMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export const useWayOutT = createTranslationHook(WAY_OUT_MESSAGES);

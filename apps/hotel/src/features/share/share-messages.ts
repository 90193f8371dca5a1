import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './share-messages.en-GB.json';
import FR_FR from './share-messages.fr-FR.json';

/** The share button's texts. en-GB is the source; fr-FR translates them. */
export type ShareMessageKey = keyof typeof EN_GB;

export const SHARE_MESSAGES: Catalogues<ShareMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ShareT = Translate<ShareMessageKey>;

export const useShareT = createTranslationHook(SHARE_MESSAGES);

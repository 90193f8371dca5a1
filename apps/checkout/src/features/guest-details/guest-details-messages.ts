import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './guest-details-messages.en-GB.json';
import FR_FR from './guest-details-messages.fr-FR.json';

/** The guest form's texts, its validation messages included (ours: docs/rules.md 5 shows none). */
export type GuestDetailsMessageKey = keyof typeof EN_GB;

export const GUEST_DETAILS_MESSAGES: Catalogues<GuestDetailsMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type GuestDetailsT = Translate<GuestDetailsMessageKey>;

export const useGuestDetailsT = createTranslationHook(GUEST_DETAILS_MESSAGES);

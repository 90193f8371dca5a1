import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './update-profile-messages.en-GB.json';
import FR_FR from './update-profile-messages.fr-FR.json';

/** Update profile's texts, its validation messages among them (ours: docs/rules.md 5 does not word them). */
export type UpdateProfileMessageKey = keyof typeof EN_GB;

export const UPDATE_PROFILE_MESSAGES: Catalogues<UpdateProfileMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type UpdateProfileT = Translate<UpdateProfileMessageKey>;

export const useUpdateProfileT = createTranslationHook(UPDATE_PROFILE_MESSAGES);

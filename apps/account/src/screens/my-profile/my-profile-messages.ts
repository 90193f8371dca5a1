import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './my-profile-messages.en-GB.json';
import FR_FR from './my-profile-messages.fr-FR.json';

/** My profile's texts. en-GB is the source; fr-FR translates it. */
export type MyProfileMessageKey = keyof typeof EN_GB;

export const MY_PROFILE_MESSAGES: Catalogues<MyProfileMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type MyProfileT = Translate<MyProfileMessageKey>;

export const useMyProfileT = createTranslationHook(MY_PROFILE_MESSAGES);

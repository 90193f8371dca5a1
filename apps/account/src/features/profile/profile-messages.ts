import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './profile-messages.en-GB.json';
import FR_FR from './profile-messages.fr-FR.json';

/** The profile feature's shared texts (the signed-out prompt). en-GB is the source; fr-FR translates it. */
export type ProfileMessageKey = keyof typeof EN_GB;

export const PROFILE_MESSAGES: Catalogues<ProfileMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type ProfileT = Translate<ProfileMessageKey>;

export const useProfileT = createTranslationHook(PROFILE_MESSAGES);

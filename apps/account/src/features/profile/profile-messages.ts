import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './profile-messages.en-GB.json';

/** The profile feature's shared texts (the signed-out prompt). en-GB is the source; fr-FR translates it. */
export type ProfileMessageKey = keyof typeof EN_GB;

export const PROFILE_MESSAGES: Catalogues<ProfileMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './profile-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './profile-messages.hi-IN.json'),
  },
);

export type ProfileT = Translate<ProfileMessageKey>;

export const useProfileT = createTranslationHook(PROFILE_MESSAGES);

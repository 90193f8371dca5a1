import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './update-profile-messages.en-GB.json';

/** Update profile's texts, its validation messages among them (ours: docs/rules.md 5 does not word them). */
export type UpdateProfileMessageKey = keyof typeof EN_GB;

export const UPDATE_PROFILE_MESSAGES: Catalogues<UpdateProfileMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './update-profile-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './update-profile-messages.hi-IN.json'),
  },
);

export type UpdateProfileT = Translate<UpdateProfileMessageKey>;

export const useUpdateProfileT = createTranslationHook(UPDATE_PROFILE_MESSAGES);

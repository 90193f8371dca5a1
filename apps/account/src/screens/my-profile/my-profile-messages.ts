import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './my-profile-messages.en-GB.json';

/** My profile's texts. en-GB is the source; fr-FR translates it. */
export type MyProfileMessageKey = keyof typeof EN_GB;

export const MY_PROFILE_MESSAGES: Catalogues<MyProfileMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './my-profile-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './my-profile-messages.hi-IN.json'),
  },
);

export type MyProfileT = Translate<MyProfileMessageKey>;

export const useMyProfileT = createTranslationHook(MY_PROFILE_MESSAGES);

import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './rooms-messages.en-GB.json';
import EN_IN from './rooms-messages.en-IN.json';

/** The rooms feature's texts. en-GB is the source; fr-FR translates them; en-IN overrides where India says it differently. */
export type RoomsMessageKey = keyof typeof EN_GB;

export const ROOMS_MESSAGES: Catalogues<RoomsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './rooms-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './rooms-messages.hi-IN.json'),
  },
);

export type RoomsT = Translate<RoomsMessageKey>;

/** The rooms feature's translate function in the page's locale. */
export const useRoomsT = createTranslationHook(ROOMS_MESSAGES);

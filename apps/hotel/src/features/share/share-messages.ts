import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './share-messages.en-GB.json';

/** The share button's texts. en-GB is the source; fr-FR translates them. */
export type ShareMessageKey = keyof typeof EN_GB;

export const SHARE_MESSAGES: Catalogues<ShareMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './share-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './share-messages.hi-IN.json'),
  },
);

export type ShareT = Translate<ShareMessageKey>;

export const useShareT = createTranslationHook(SHARE_MESSAGES);

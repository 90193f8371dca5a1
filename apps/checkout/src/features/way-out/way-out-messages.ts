import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './way-out-messages.en-GB.json';

/** The ways on from a page that cannot go further. en-GB is the source; fr-FR translates it. */
export type WayOutMessageKey = keyof typeof EN_GB;

export const WAY_OUT_MESSAGES: Catalogues<WayOutMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './way-out-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './way-out-messages.hi-IN.json'),
  },
);

export const useWayOutT = createTranslationHook(WAY_OUT_MESSAGES);

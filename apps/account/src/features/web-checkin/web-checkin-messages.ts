import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './web-checkin-messages.en-GB.json';

/** The web check-in page's texts (/web-checkin/{hash}/). en-GB is the source; fr-FR translates it. */
export type WebCheckinMessageKey = keyof typeof EN_GB;

export const WEB_CHECKIN_MESSAGES: Catalogues<WebCheckinMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './web-checkin-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './web-checkin-messages.hi-IN.json'),
  },
);

export type WebCheckinT = Translate<WebCheckinMessageKey>;

export const useWebCheckinT = createTranslationHook(WEB_CHECKIN_MESSAGES);

import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './policies-messages.en-GB.json';

/** The policies' texts. en-GB is the source; fr-FR translates them. */
export type PoliciesMessageKey = keyof typeof EN_GB;

export const POLICIES_MESSAGES: Catalogues<PoliciesMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './policies-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './policies-messages.hi-IN.json'),
  },
);

export type PoliciesT = Translate<PoliciesMessageKey>;

export const usePoliciesT = createTranslationHook(POLICIES_MESSAGES);

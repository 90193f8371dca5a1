import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './guest-details-messages.en-GB.json';

/** The guest form's texts, its validation messages included (ours: docs/rules.md 5 shows none). */
export type GuestDetailsMessageKey = keyof typeof EN_GB;

export const GUEST_DETAILS_MESSAGES: Catalogues<GuestDetailsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './guest-details-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './guest-details-messages.hi-IN.json'),
  },
);

export type GuestDetailsT = Translate<GuestDetailsMessageKey>;

export const useGuestDetailsT = createTranslationHook(GUEST_DETAILS_MESSAGES);

import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './wallet-points-messages.en-GB.json';

/** The wallet points' and member prices' texts. en-GB is the source; fr-FR translates them. */
export type WalletPointsMessageKey = keyof typeof EN_GB;

export const WALLET_POINTS_MESSAGES: Catalogues<WalletPointsMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './wallet-points-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './wallet-points-messages.hi-IN.json'),
  },
);

export type WalletPointsT = Translate<WalletPointsMessageKey>;

export const useWalletPointsT = createTranslationHook(WALLET_POINTS_MESSAGES);

import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The wallet points' and member prices' texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  heading: 'Points and member prices',
  use: 'Use wallet points',
  balance: 'Balance {balance}. Points pay up to {cap} of this booking (at most {percent}% of the total).',
  'balance.none': 'You have no wallet points to use yet.',
  used: '{amount} paid with points',
  updating: 'Updating your points…',
  member: 'Member price applied: you save {saving}',
  'sign-in': 'Sign in to see member prices',
  'sign-in.note': 'Members save on every stay and can pay with wallet points.',
} as const;

export type WalletPointsMessageKey = keyof typeof EN_GB;

export const WALLET_POINTS_MESSAGES: Catalogues<WalletPointsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    heading: 'Points et prix membres',
    use: 'Utiliser les points du portefeuille',
    balance: 'Solde {balance}. Les points paient jusqu’à {cap} de cette réservation (au plus {percent} % du total).',
    'balance.none': 'Vous n’avez pas encore de points à utiliser.',
    used: '{amount} payés avec des points',
    updating: 'Mise à jour de vos points…',
    member: 'Prix membre appliqué : vous économisez {saving}',
    'sign-in': 'Connectez-vous pour voir les prix membres',
    'sign-in.note': 'Les membres économisent à chaque séjour et peuvent payer avec leurs points.',
  },
};

export type WalletPointsT = Translate<WalletPointsMessageKey>;

export const useWalletPointsT = createTranslationHook(WALLET_POINTS_MESSAGES);

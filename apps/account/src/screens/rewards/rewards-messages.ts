import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The rewards page's texts. en-GB is the source; fr-FR translates it. */
const EN_GB = {
  title: 'Rewards',
  loading: 'Loading your rewards',
  'error.title': 'We could not load your rewards',
  'error.text': 'Please check your connection and try again.',
  'error.retry': 'Retry',
  balance: 'Points balance',
  points: { one: '{count} point', other: '{count} points' },
  worth: 'Worth {amount} on your next booking (1 point = ₹1)',
  tier: '{tier} member',
  'tier.progress': 'Progress to {tier}',
  'tier.next': { one: '{count} more night to {tier}', other: '{count} more nights to {tier}' },
  'tier.nights': {
    '=0': 'No nights stayed in the last 12 months',
    one: '{count} night stayed in the last 12 months',
    other: '{count} nights stayed in the last 12 months',
  },
  'tier.top': 'You’re at our top tier',
  savings: 'You have saved {amount} with points',
  'savings.none': 'Use your points at checkout to save on a stay.',
  expiry: { one: '{count} point expires on {date}', other: '{count} points expire on {date}' },
  statement: 'Points statement',
  'statement.empty': 'No points yet',
  'statement.empty.text': 'You earn points on every confirmed stay booked while signed in.',
  'statement.order': 'Booking {orderId}',
  'statement.more': 'Show more',
  'statement.loading': 'Loading more…',
  'statement.failed': 'We could not load more of your statement. Please try again.',
  'statement.count': { one: 'Showing {count} of {total} entry', other: 'Showing {count} of {total} entries' },
  'amount.in': '+{points}',
  'amount.out': '−{points}',
  'amount.label.in': '{points} points in',
  'amount.label.out': '{points} points out',
  learn: 'How rewards work',
  'pitch.tiers': 'Tiers: {tiers}',
} as const;

export type RewardsMessageKey = keyof typeof EN_GB;

export const REWARDS_MESSAGES: Catalogues<RewardsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Fidélité',
    loading: 'Chargement de vos points',
    'error.title': 'Nous n’avons pas pu charger vos points',
    'error.text': 'Vérifiez votre connexion et réessayez.',
    'error.retry': 'Réessayer',
    balance: 'Solde de points',
    points: { one: '{count} point', many: '{count} points', other: '{count} points' },
    worth: 'Soit {amount} sur votre prochaine réservation (1 point = 1 ₹)',
    tier: 'Membre {tier}',
    'tier.progress': 'Progression vers {tier}',
    'tier.next': {
      one: 'Encore {count} nuit pour atteindre {tier}',
      many: 'Encore {count} nuits pour atteindre {tier}',
      other: 'Encore {count} nuits pour atteindre {tier}',
    },
    'tier.nights': {
      '=0': 'Aucune nuit passée ces 12 derniers mois',
      one: '{count} nuit passée ces 12 derniers mois',
      many: '{count} nuits passées ces 12 derniers mois',
      other: '{count} nuits passées ces 12 derniers mois',
    },
    'tier.top': 'Vous êtes à notre plus haut niveau',
    savings: 'Vous avez économisé {amount} grâce à vos points',
    'savings.none': 'Utilisez vos points au paiement pour économiser sur un séjour.',
    expiry: {
      one: '{count} point expire le {date}',
      many: '{count} points expirent le {date}',
      other: '{count} points expirent le {date}',
    },
    statement: 'Relevé de points',
    'statement.empty': 'Pas encore de points',
    'statement.empty.text': 'Vous gagnez des points sur chaque séjour confirmé réservé en étant connecté.',
    'statement.order': 'Réservation {orderId}',
    'statement.more': 'Afficher plus',
    'statement.loading': 'Chargement…',
    'statement.failed': 'Nous n’avons pas pu charger la suite de votre relevé. Réessayez.',
    'statement.count': {
      one: '{count} opération affichée sur {total}',
      many: '{count} opérations affichées sur {total}',
      other: '{count} opérations affichées sur {total}',
    },
    'amount.in': '+{points}',
    'amount.out': '−{points}',
    'amount.label.in': '{points} points crédités',
    'amount.label.out': '{points} points débités',
    learn: 'Comment fonctionne le programme',
    'pitch.tiers': 'Niveaux : {tiers}',
  },
};

export type RewardsT = Translate<RewardsMessageKey>;

export const useRewardsT = createTranslationHook(REWARDS_MESSAGES);

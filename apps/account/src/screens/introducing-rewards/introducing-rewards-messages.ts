import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The rewards information page's texts (the content itself comes from `loyalty_page_info`). */
const EN_GB = {
  title: 'Rewards',
  loading: 'Loading rewards',
  'error.title': 'We could not load the rewards details',
  'error.text': 'Please check your connection and try again.',
  'error.retry': 'Retry',
  'empty.title': 'Rewards details are not available right now',
  'empty.text': 'Please come back later.',
  ladder: 'Tiers and benefits',
  'ladder.caption': 'Benefits by tier',
  'ladder.benefit': 'Benefit',
  'ladder.nights': 'Nights in 12 months',
  'ladder.nights.value': { '=0': 'From the first stay', one: '{count} night', other: '{count} nights' },
  included: 'Included',
  'not-included': 'Not included',
  'benefit.member_price': 'Member prices',
  'benefit.early_checkin': 'Early check-in',
  'benefit.free_breakfast': 'Free breakfast',
  eligibility: 'Who can join',
  faq: 'Questions',
  terms: 'Rewards terms and conditions',
  mine: 'See my points',
  join: 'Sign in to join',
} as const;

export type IntroducingRewardsMessageKey = keyof typeof EN_GB;

export const INTRODUCING_REWARDS_MESSAGES: Catalogues<IntroducingRewardsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Fidélité',
    loading: 'Chargement du programme de fidélité',
    'error.title': 'Nous n’avons pas pu charger le programme de fidélité',
    'error.text': 'Vérifiez votre connexion et réessayez.',
    'error.retry': 'Réessayer',
    'empty.title': 'Les détails du programme ne sont pas disponibles pour le moment',
    'empty.text': 'Revenez un peu plus tard.',
    ladder: 'Niveaux et avantages',
    'ladder.caption': 'Avantages par niveau',
    'ladder.benefit': 'Avantage',
    'ladder.nights': 'Nuits sur 12 mois',
    'ladder.nights.value': {
      '=0': 'Dès le premier séjour',
      one: '{count} nuit',
      many: '{count} nuits',
      other: '{count} nuits',
    },
    included: 'Inclus',
    'not-included': 'Non inclus',
    'benefit.member_price': 'Prix membres',
    'benefit.early_checkin': 'Arrivée anticipée',
    'benefit.free_breakfast': 'Petit-déjeuner offert',
    eligibility: 'Qui peut adhérer',
    faq: 'Questions',
    terms: 'Conditions générales du programme',
    mine: 'Voir mes points',
    join: 'Se connecter pour adhérer',
  },
};

export type IntroducingRewardsT = Translate<IntroducingRewardsMessageKey>;

export const useIntroducingRewardsT = createTranslationHook(INTRODUCING_REWARDS_MESSAGES);

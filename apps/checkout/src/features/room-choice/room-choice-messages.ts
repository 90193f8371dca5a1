import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The room and rate plan choice's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  title: 'Choose room and rate plan',
  loading: 'Loading rooms and prices',
  'error.title': 'We could not load the rooms',
  retry: 'Try again',
  empty: 'No other rooms are available for these dates.',
  price: '{price} for {nights}, incl. taxes & fees',
  nights: { one: '{count} night', other: '{count} nights' },
  current: 'Your current choice',
  'sold-out': 'Sold out',
  'does-not-fit': 'Does not fit your guests',
  choose: 'Choose {room}, {plan}: {price}',
  refundable: 'Free cancellation',
  'non-refundable': 'Non-refundable',
} as const;

export type RoomChoiceMessageKey = keyof typeof EN_GB;

export const ROOM_CHOICE_MESSAGES: Catalogues<RoomChoiceMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Choisir la chambre et le tarif',
    loading: 'Chargement des chambres et des prix',
    'error.title': 'Impossible de charger les chambres',
    retry: 'Réessayer',
    empty: 'Aucune autre chambre n’est disponible à ces dates.',
    price: '{price} pour {nights}, taxes et frais compris',
    nights: { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    current: 'Votre choix actuel',
    'sold-out': 'Complet',
    'does-not-fit': 'Ne convient pas à vos voyageurs',
    choose: 'Choisir {room}, {plan} : {price}',
    refundable: 'Annulation gratuite',
    'non-refundable': 'Non remboursable',
  },
};

export type RoomChoiceT = Translate<RoomChoiceMessageKey>;

export const useRoomChoiceT = createTranslationHook(ROOM_CHOICE_MESSAGES);

import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The rooms feature's texts. en-GB is the source; fr-FR translates them; en-IN overrides where India says it differently. */
const EN_GB = {
  'section.title': 'Choose your room',
  'section.stay': 'Prices for {nights}, {rooms}, {guests}, taxes and fees included',
  nights: { one: '{count} night', other: '{count} nights' },
  rooms: { one: '{count} room', other: '{count} rooms' },
  guests: { one: '{count} guest', other: '{count} guests' },
  adults: { one: '{count} adult', other: '{count} adults' },
  children: { '=0': 'no children', one: '{count} child', other: '{count} children' },
  'section.list': 'Room types',
  'room.photos': 'Photos of {room}',
  'room.photo-previous': 'Previous photo',
  'room.photo-next': 'Next photo',
  'room.photo-position': '{position} of {total}',
  'room.facts': '{size} · {bed} bed',
  'room.occupancy': 'Sleeps {guests} per room: up to {adults} and {children}',
  'room.facilities': 'In the room',
  'room.sold-out': 'Sold out for your dates',
  'room.does-not-fit': 'Too small for your guests: at most {adults} and {children} per room',
  'room.not-priced': 'No price for your dates',
  'room.left': {
    one: 'Only {count} room of this type left for your dates',
    other: 'Only {count} rooms of this type left for your dates',
  },
  'plans.legend': 'Rate plans for {room}',
  'plan.refundable': 'Free cancellation',
  'plan.non-refundable': 'Non-refundable',
  'plan.per-night': 'per night',
  'plan.stay-total': '{price} for {nights}, {rooms}, incl. taxes & fees',
  'plan.discount': '{percent}% off',
  'plan.striked': 'Original price',
  'plan.sold-out': 'Sold out',
  'plan.coupon': 'Coupon {code} applied: you save {saving}',
  'plan.member-applied': 'Member price: you save {saving}',
  'plan.member-price': 'Members pay {price} for this stay',
  'plan.points-price': '{price} to pay if you use your points at checkout',
  'plan.corporate': "Your company's corporate rate: you save {saving}",
  'coupon.refused': 'Coupon {code} cannot be used: {reason}',
  'coupon.refused.sign-in': 'Sign in to use it',
  'member.sign-in': 'Sign in for the member price',
  'plan.special.new_year': 'New Year special',
} as const;

export type RoomsMessageKey = keyof typeof EN_GB;

export const ROOMS_MESSAGES: Catalogues<RoomsMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    'section.title': 'Choisissez votre chambre',
    'section.stay': 'Prix pour {nights}, {rooms}, {guests}, taxes et frais compris',
    nights: { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    rooms: { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    guests: { one: '{count} voyageur', many: '{count} de voyageurs', other: '{count} voyageurs' },
    adults: { one: '{count} adulte', many: "{count} d'adultes", other: '{count} adultes' },
    children: { '=0': "pas d'enfant", one: '{count} enfant', many: "{count} d'enfants", other: '{count} enfants' },
    'section.list': 'Types de chambre',
    'room.photos': 'Photos de {room}',
    'room.photo-previous': 'Photo précédente',
    'room.photo-next': 'Photo suivante',
    'room.photo-position': '{position} sur {total}',
    'room.facts': '{size} · lit {bed}',
    'room.occupancy': "{guests} par chambre : jusqu'à {adults} et {children}",
    'room.facilities': 'Dans la chambre',
    'room.sold-out': 'Complet à vos dates',
    'room.does-not-fit': 'Trop petite pour vos voyageurs : au plus {adults} et {children} par chambre',
    'room.not-priced': 'Pas de prix à vos dates',
    'room.left': {
      one: 'Plus que {count} chambre de ce type à vos dates',
      other: 'Plus que {count} chambres de ce type à vos dates',
    },
    'plans.legend': 'Tarifs pour {room}',
    'plan.refundable': 'Annulation gratuite',
    'plan.non-refundable': 'Non remboursable',
    'plan.per-night': 'par nuit',
    'plan.stay-total': '{price} pour {nights}, {rooms}, taxes et frais compris',
    'plan.discount': '-{percent} %',
    'plan.striked': 'Prix initial',
    'plan.sold-out': 'Complet',
    'plan.coupon': 'Code {code} appliqué : vous économisez {saving}',
    'plan.member-applied': 'Prix membre : vous économisez {saving}',
    'plan.member-price': 'Les membres paient {price} pour ce séjour',
    'plan.points-price': '{price} à payer si vous utilisez vos points au paiement',
    'plan.corporate': 'Tarif entreprise de votre société : vous économisez {saving}',
    'coupon.refused': 'Le code {code} ne peut pas être utilisé : {reason}',
    'coupon.refused.sign-in': 'Se connecter pour l’utiliser',
    'member.sign-in': 'Se connecter pour le prix membre',
    'plan.special.new_year': 'Tarif spécial Nouvel An',
  },
  'en-IN': {
    'plan.per-night': '/night',
  },
};

export type RoomsT = Translate<RoomsMessageKey>;

/** The rooms feature's translate function in the page's locale. */
export const useRoomsT = createTranslationHook(ROOMS_MESSAGES);

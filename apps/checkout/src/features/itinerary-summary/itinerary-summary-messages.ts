import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The booking summary's and price summary's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  heading: 'Your stay',
  'photo.alt': 'Photo of {hotel}',
  checkin: 'Check-in',
  checkout: 'Check-out',
  nights: { one: '{count} night', other: '{count} nights' },
  rooms: { one: '{count} room', other: '{count} rooms' },
  adults: { one: '{count} adult', other: '{count} adults' },
  kids: { one: '{count} child', other: '{count} children' },
  room: 'Room',
  plan: 'Rate plan',
  change: 'Change',
  'change.label': 'Change room type or rate plan',
  refundable: 'Free cancellation',
  'non-refundable': 'Non-refundable',
  'price.heading': 'Price summary',
  'price.room': 'Room price ({nights})',
  'price.member': 'Member price',
  'price.coupon': 'Coupon {code}',
  'price.corporate': 'Corporate rate',
  'price.coupon.first-booking': 'First booking offer {code}',
  'price.stay-total': 'Price with taxes and fees',
  'price.points': 'Paid with points',
  'price.offer': 'Payment offer',
  'price.tax': 'Taxes (GST)',
  'price.fee': 'Platform fee',
  'price.total': 'Total payable',
  'price.total.note': 'Includes taxes and fees',
  'price.updating': 'Updating price…',
  'price.changed': 'The price has changed',
} as const;

export type ItinerarySummaryMessageKey = keyof typeof EN_GB;

export const ITINERARY_SUMMARY_MESSAGES: Catalogues<ItinerarySummaryMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    heading: 'Votre séjour',
    'photo.alt': 'Photo de {hotel}',
    checkin: 'Arrivée',
    checkout: 'Départ',
    nights: { one: '{count} nuit', many: '{count} de nuits', other: '{count} nuits' },
    rooms: { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    adults: { one: '{count} adulte', many: '{count} d’adultes', other: '{count} adultes' },
    kids: { one: '{count} enfant', many: '{count} d’enfants', other: '{count} enfants' },
    room: 'Chambre',
    plan: 'Tarif',
    change: 'Modifier',
    'change.label': 'Modifier le type de chambre ou le tarif',
    refundable: 'Annulation gratuite',
    'non-refundable': 'Non remboursable',
    'price.heading': 'Récapitulatif du prix',
    'price.room': 'Prix de la chambre ({nights})',
    'price.member': 'Prix membre',
    'price.coupon': 'Code promo {code}',
    'price.corporate': 'Tarif entreprise',
    'price.coupon.first-booking': 'Offre première réservation {code}',
    'price.stay-total': 'Prix taxes et frais compris',
    'price.points': 'Payé avec des points',
    'price.offer': 'Offre de paiement',
    'price.tax': 'Taxes (GST)',
    'price.fee': 'Frais de plateforme',
    'price.total': 'Total à payer',
    'price.total.note': 'Taxes et frais compris',
    'price.updating': 'Mise à jour du prix…',
    'price.changed': 'Le prix a changé',
  },
};

export type ItinerarySummaryT = Translate<ItinerarySummaryMessageKey>;

export const useItinerarySummaryT = createTranslationHook(ITINERARY_SUMMARY_MESSAGES);

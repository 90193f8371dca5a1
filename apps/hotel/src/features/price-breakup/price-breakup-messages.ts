import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';

/** The price breakup's texts. en-GB is the source; fr-FR translates them. */
const EN_GB = {
  title: 'Price breakup',
  choice: '{room}, {plan}',
  'table.label': 'What the total is made of',
  'table.item': 'Item',
  'table.amount': 'Amount',
  'night.line': '{date}: {price} × {rooms}',
  rooms: { one: '{count} room', other: '{count} rooms' },
  'room-charges': 'Room charges',
  'discount.member': 'Member price',
  'discount.coupon': 'Coupon {code}',
  'discount.coupon-unnamed': 'Coupon',
  'discount.corporate': 'Corporate rate',
  tax: 'Taxes (GST)',
  'platform-fee': 'Platform fee',
  total: 'Total for your stay',
  'total.note': 'This is what you pay at checkout for this room and plan.',
  'pay-at-hotel': 'Pay at hotel: {price}',
  'part-pay': 'Or pay {price} now ({percent}%) and the rest later online',
  minus: '−{amount}',
  close: 'Close',
} as const;

export type PriceBreakupMessageKey = keyof typeof EN_GB;

export const PRICE_BREAKUP_MESSAGES: Catalogues<PriceBreakupMessageKey> = {
  'en-GB': EN_GB,
  'fr-FR': {
    title: 'Détail du prix',
    choice: '{room}, {plan}',
    'table.label': 'Ce qui compose le total',
    'table.item': 'Élément',
    'table.amount': 'Montant',
    'night.line': '{date} : {price} × {rooms}',
    rooms: { one: '{count} chambre', many: '{count} de chambres', other: '{count} chambres' },
    'room-charges': 'Prix des chambres',
    'discount.member': 'Prix membre',
    'discount.coupon': 'Code {code}',
    'discount.coupon-unnamed': 'Code promo',
    'discount.corporate': 'Tarif entreprise',
    tax: 'Taxes (GST)',
    'platform-fee': 'Frais de plateforme',
    total: 'Total de votre séjour',
    'total.note': 'C’est ce que vous payez au paiement pour cette chambre et ce tarif.',
    'pay-at-hotel': "Paiement à l'hôtel : {price}",
    'part-pay': 'Ou payez {price} maintenant ({percent} %) et le reste plus tard en ligne',
    minus: '−{amount}',
    close: 'Fermer',
  },
};

export type PriceBreakupT = Translate<PriceBreakupMessageKey>;

export const usePriceBreakupT = createTranslationHook(PRICE_BREAKUP_MESSAGES);

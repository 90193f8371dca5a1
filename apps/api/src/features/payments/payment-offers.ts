import { paymentOfferDiscount } from '@nivaas/domain/prices';
import type { PaymentMethodCode } from '@nivaas/api-client/contract';
import type { Locale } from '@nivaas/i18n';
import { badRequest } from '../../http/api-error';
import type { TextOf } from '../../i18n/content-texts';

export interface PaymentOffer {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly method: PaymentMethodCode;
  readonly discount_percent: number;
  readonly max_discount: number;
  readonly min_amount: number;
}

/**
 * The offers getPaymentOffers lists; the discount is paymentOfferDiscount (@nivaas/domain), as on the site. Title
 * and description are English templates (keys payment.offer.{id}.title and .description) of the offer's figures.
 */
export const PAYMENT_OFFERS: readonly PaymentOffer[] = [
  {
    id: 'upi-50',
    title: 'Flat {max} off with UPI',
    description: 'When {min} or more is due now',
    method: 'upi',
    discount_percent: 0,
    max_discount: 50,
    min_amount: 1500,
  },
  {
    id: 'card-10',
    title: '{percent} off with cards',
    description: 'Up to {max} on credit and debit cards',
    method: 'card',
    discount_percent: 10,
    max_discount: 300,
    min_amount: 0,
  },
];

/** Payment methods, UPI first as Indian guests expect; pay at hotel is its own flow. Names: keys payment.method.{code}. */
export const PAYMENT_METHODS = [
  { code: 'upi', name: 'UPI', enabled: true, part_pay: true, pay_at_hotel: false },
  { code: 'card', name: 'Credit / Debit card', enabled: true, part_pay: true, pay_at_hotel: false },
  { code: 'netbanking', name: 'Net banking', enabled: true, part_pay: true, pay_at_hotel: false },
  { code: 'wallet', name: 'Wallets', enabled: true, part_pay: false, pay_at_hotel: false },
  { code: 'pay_at_hotel', name: 'Pay at hotel', enabled: true, part_pay: false, pay_at_hotel: true },
];

/** An offer with its texts in `locale`, its figures written by Intl. */
export function offerIn(offer: PaymentOffer, locale: Locale, text: TextOf): PaymentOffer {
  const values = {
    max: { inr: offer.max_discount },
    min: { inr: offer.min_amount },
    percent: { percent: offer.discount_percent },
  };
  return {
    ...offer,
    title: text(locale, `payment.offer.${offer.id}.title`, offer.title, values),
    description: text(locale, `payment.offer.${offer.id}.description`, offer.description, values),
  };
}

/** A payment method with its name in `locale`. */
export const methodIn = <M extends { code: string; name: string }>(method: M, locale: Locale, text: TextOf): M => ({
  ...method,
  name: text(locale, `payment.method.${method.code}`, method.name),
});

export interface OfferChoice {
  offerId: string | null;
  method: PaymentMethodCode | null;
  discount: number;
}

/**
 * The offer a pay call names, checked (it exists and is for the method paid with), and its discount on
 * the amount due now. An offer under its minimum is accepted with a 0 discount, as the site shows it.
 */
export function chooseOffer(
  offerId: string | undefined,
  method: PaymentMethodCode | undefined,
  amountDueNow: number,
): OfferChoice {
  if (!offerId) return { offerId: null, method: method ?? null, discount: 0 };
  const offer = PAYMENT_OFFERS.find((o) => o.id === offerId);
  if (!offer) throw badRequest('Unknown payment offer', [`offer_id ${offerId} does not exist`]);
  if (offer.method !== method)
    throw badRequest('This offer is for another payment method', [`offer ${offer.id} needs method ${offer.method}`]);
  return { offerId: offer.id, method, discount: paymentOfferDiscount(offer, method, amountDueNow) };
}

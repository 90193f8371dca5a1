import { formatInr } from '@nivaas/domain';
import { paymentOfferDiscount } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import { LoadingState, RadioGroup, Skeleton } from '@nivaas/ui';
import type { PaymentOffer } from './payment-methods';
import { usePaymentT } from './payment-messages';

export interface OfferChoiceProps {
  /** isPaymentOffersLoading. */
  readonly loading: boolean;
  /** The offers of the chosen method. */
  readonly offers: readonly PaymentOffer[];
  readonly method: { readonly code: string; readonly name: string };
  /** What is due now before an offer. */
  readonly amount: number;
  readonly value: string | null;
  readonly onChange: (offerId: string | null) => void;
}

const NONE = '';

/**
 * The payment offers of the chosen method, each with what it saves on this amount (or from what amount it
 * applies). None is chosen until the guest picks one; "No offer" takes it back.
 */
export function OfferChoice({ loading, offers, method, amount, value, onChange }: OfferChoiceProps) {
  const t = usePaymentT();
  const locale = useLocale();
  if (loading) {
    return (
      <LoadingState label={t('offers.loading')}>
        <Skeleton variant="text" lines={2} />
      </LoadingState>
    );
  }
  if (offers.length === 0) return null;
  const options = offers.map((offer) => {
    const saving = paymentOfferDiscount(offer, method.code, amount);
    return {
      value: offer.id,
      label: offer.title,
      description: [
        offer.description,
        saving > 0
          ? t('offers.saving', { amount: formatInr(saving, locale) })
          : t('offers.minimum', { amount: formatInr(offer.min_amount, locale) }),
      ]
        .filter(Boolean)
        .join(' '),
      disabled: saving === 0,
    };
  });
  return (
    <RadioGroup
      legend={t('offers.legend', { method: method.name })}
      name="payment-offer"
      options={[...options, { value: NONE, label: t('offers.none') }]}
      value={value}
      onChange={(id) => onChange(id === NONE ? null : id)}
    />
  );
}

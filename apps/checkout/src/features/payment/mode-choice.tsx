import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { RadioGroup, type RadioOption } from '@nivaas/ui';
import type { ModeOffer } from './payment-modes';
import { usePaymentT, type PaymentT } from './payment-messages';
import type { PaymentMode } from './payment-types';

export interface ModeChoiceProps {
  readonly modes: readonly ModeOffer[];
  readonly value: PaymentMode;
  readonly onChange: (mode: PaymentMode) => void;
}

function optionOf(offer: ModeOffer, t: PaymentT, money: (n: number) => string): RadioOption {
  switch (offer.mode) {
    case 'pay_now':
      return {
        value: offer.mode,
        label: t('mode.payNow', { amount: money(offer.dueNow) }),
        description: t('mode.payNow.description'),
      };
    case 'part_pay':
      return {
        value: offer.mode,
        label: t('mode.partPay', { amount: money(offer.dueNow) }),
        description: t('mode.partPay.description', { rest: money(offer.dueLater) }),
      };
    case 'pay_at_hotel':
      return {
        value: offer.mode,
        label: t('mode.payAtHotel', { amount: money(offer.dueLater) }),
        description:
          offer.unavailable === 'prepaid'
            ? t('mode.payAtHotel.prepaid')
            : offer.unavailable === 'not-allowed'
              ? t('mode.payAtHotel.notAllowed')
              : t('mode.payAtHotel.description'),
        disabled: offer.unavailable !== null,
      };
  }
}

/** Pay now, part pay, pay at hotel: each with its amount; one that cannot be chosen says why. */
export function ModeChoice({ modes, value, onChange }: ModeChoiceProps) {
  const t = usePaymentT();
  const locale = useLocale();
  const money = (n: number) => formatInr(n, locale);
  return (
    <RadioGroup
      legend={t('mode.legend')}
      name="payment-mode"
      options={modes.map((offer) => optionOf(offer, t, money))}
      value={value}
      onChange={(mode) => onChange(mode as PaymentMode)}
    />
  );
}

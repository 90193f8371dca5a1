import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { RadioGroup, type RadioOption } from '@nivaas/ui';
import { payAtHotelExtraSentence, type PayAtHotelExtraTexts } from './pay-at-hotel-extra';
import type { ModeOffer } from './payment-modes';
import { usePaymentT, type PaymentT } from './payment-messages';
import type { PaymentMode } from './payment-types';
import { usePayAtHotelExtraTexts } from './use-pay-at-hotel-extra-texts';

export interface ModeChoiceProps {
  readonly modes: readonly ModeOffer[];
  readonly value: PaymentMode;
  readonly onChange: (mode: PaymentMode) => void;
}

function optionOf(
  offer: ModeOffer,
  t: PaymentT,
  money: (n: number) => string,
  extraTexts: PayAtHotelExtraTexts | null,
): RadioOption {
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
              : `${t('mode.payAtHotel.description')} ${
                  // What it costs beside paying now, only as the itinerary says: the same, or the extra with its amount.
                  payAtHotelExtraSentence(
                    offer.extra,
                    extraTexts,
                    money(offer.extra),
                    t('mode.payAtHotel.extra', { amount: money(offer.extra) }),
                  ) ?? t('mode.payAtHotel.noExtra')
                }`,
        disabled: offer.unavailable !== null,
      };
  }
}

/**
 * Pay now, part pay, pay at hotel: each with its amount; one that cannot be chosen says why. Pay at hotel says what
 * it costs beside paying now as the itinerary gives it: the same, or (only if the API says so) the extra.
 */
export function ModeChoice({ modes, value, onChange }: ModeChoiceProps) {
  const t = usePaymentT();
  const locale = useLocale();
  const money = (n: number) => formatInr(n, locale);
  const extraTexts = usePayAtHotelExtraTexts(modes.find((m) => m.mode === 'pay_at_hotel')?.extra ?? 0);
  return (
    <RadioGroup
      legend={t('mode.legend')}
      name="payment-mode"
      options={modes.map((offer) => optionOf(offer, t, money, extraTexts))}
      value={value}
      onChange={(mode) => onChange(mode as PaymentMode)}
    />
  );
}

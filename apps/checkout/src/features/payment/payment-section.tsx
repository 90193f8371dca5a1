import { useEffect, useId } from 'react';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button, Stack, Text, Section } from '@nivaas/ui';
import { MethodChoice } from './method-choice';
import { ModeChoice } from './mode-choice';
import { OfferChoice } from './offer-choice';
import { isMethodCode } from './payment-methods';
import { OtpModal } from './otp-modal';
import { PayAtHotelBlockedModal } from './pay-at-hotel-blocked-modal';
import { PayFailureMessage } from './pay-failure-message';
import { usePaymentT } from './payment-messages';
import type { PaymentSectionProps } from './payment-types';
import { usePayAtHotel } from './use-pay-at-hotel';
import { usePaymentChoice } from './use-payment-choice';
import { usePayOnline } from './use-pay-online';
import styles from './payment-section.module.css';

/**
 * The payment part of the itinerary: how to pay (each mode with its amount), the method
 * (UPI first) and an optional offer, then Pay: to the gateway for pay now and part pay, or a pay-at-hotel
 * booking (OTP-less first, then the OTP modal, or the blocked modal on a 429).
 */
export function PaymentSection({
  checkout,
  collectGuest,
  onItineraryChanged,
  returnedFrom,
  onOfferSaving,
  focus,
}: PaymentSectionProps) {
  const t = usePaymentT();
  const locale = useLocale();
  const money = (amount: number) => formatInr(amount, locale);
  const headingId = useId();
  const choice = usePaymentChoice(checkout, returnedFrom);
  const atHotel = choice.mode.mode === 'pay_at_hotel';
  const online = usePayOnline(checkout.bid, onItineraryChanged);
  const payAtHotel = usePayAtHotel(
    checkout.bid,
    onItineraryChanged,
    choice.modes.some((m) => m.mode === 'pay_at_hotel' && m.unavailable === null),
  );
  const busy = online.phase !== 'idle' || payAtHotel.booking;
  useEffect(() => onOfferSaving?.(choice.saving), [choice.saving, onOfferSaving]);
  const needsMethod = !atHotel && !choice.method;

  const payNowInstead = () => choice.chooseMode('pay_now');
  const pay = () => {
    if (busy) return;
    const guest = collectGuest();
    if (!guest) return;
    const mode = choice.mode.mode;
    if (mode === 'pay_at_hotel') return void payAtHotel.book(guest, choice.mode.dueLater);
    const method = choice.method?.code;
    if (!isMethodCode(method)) return;
    void online.pay(mode, {
      guest,
      method,
      ...(choice.offer ? { offer_id: choice.offer.id } : {}),
      expected_amount: choice.amountDueNow,
    });
  };

  const label = atHotel
    ? t('pay.atHotel', { amount: money(choice.mode.dueLater) })
    : choice.offer && choice.method
      ? t('pay.buttonWithOffer', {
          amount: money(choice.amountDueNow),
          saving: money(choice.saving),
          method: choice.method.name,
        })
      : t('pay.button', { amount: money(choice.amountDueNow) });
  const busyLabel = atHotel
    ? t('pay.booking')
    : online.phase === 'redirecting'
      ? t('pay.redirecting')
      : t('pay.paying');

  return (
    <Section
      ref={focus?.sectionRef}
      gap="lg"
      className={styles['section']}
      headingId={headingId}
      title={t('section.title')}
    >
      {/* What happened at the gateway is said first on the page (PaymentReturnNotice), not down here. */}
      <Stack ref={focus?.modesRef} gap={4}>
        <ModeChoice
          modes={choice.modes}
          value={choice.mode.mode}
          onChange={(mode) => {
            online.clearFailure();
            choice.chooseMode(mode);
          }}
        />
      </Stack>
      {!atHotel && (
        <Stack ref={focus?.methodsRef} gap={4}>
          <MethodChoice
            status={choice.methodsResource.status}
            methods={choice.methods}
            value={choice.method?.code ?? null}
            onChange={choice.chooseMethod}
            onRetry={choice.methodsResource.reload}
            retrying={choice.methodsResource.status === 'loading'}
          />
        </Stack>
      )}
      {!atHotel && choice.method && (
        <OfferChoice
          loading={choice.offersLoading}
          offers={choice.offers}
          method={choice.method}
          amount={choice.mode.dueNow}
          value={choice.offer?.id ?? null}
          onChange={choice.chooseOffer}
        />
      )}
      <div className={styles['payBar']}>
        <Button
          ref={focus?.payRef}
          fullWidth
          size="lg"
          onClick={pay}
          disabled={needsMethod}
          loading={busy}
          loadingLabel={busyLabel}
        >
          {label}
        </Button>
        {needsMethod && choice.methodsResource.status === 'success' && (
          <Text muted size="sm">
            {t('pay.chooseMethod')}
          </Text>
        )}
        <PayFailureMessage failure={atHotel ? payAtHotel.failure : online.failure} onPayNow={payNowInstead} />
      </div>
      <OtpModal payAtHotel={payAtHotel} />
      <PayAtHotelBlockedModal payAtHotel={payAtHotel} onPayNow={payNowInstead} />
    </Section>
  );
}

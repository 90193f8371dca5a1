import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GuestDetails } from '@nivaas/api-client/contract';
import { otpModals, type OtpModals } from '@nivaas/domain/sign-in';
import { useOtpFlow, usePlatform, useStore, type OtpFlow, type OtpServices, type UiState } from '@nivaas/state';
import { otpStepFailureOf, payFailureOf, type PayFailure } from './pay-error';
import { usePaymentServices } from './payment-services';
import { useGoToConfirmation } from './use-go-to-confirmation';
import { useOtpLimits } from './use-otp-limits';
import { usePayAttempt } from './use-pay-attempt';

/** What the section says under the button after a pay-at-hotel attempt (the modals say the rest). */
export type PayAtHotelFailure = PayFailure | { readonly kind: 'foreign-mobile' };

export interface PayAtHotel {
  readonly booking: boolean;
  readonly failure: PayAtHotelFailure | null;
  /** isOtpLessBookingMade of docs/rules.md section 4: false when an attempt starts, true once the OTP-less one failed. */
  readonly otpLessBookingMade: boolean;
  readonly otpModalOpen: boolean;
  readonly blockedModalOpen: boolean;
  /** Why the blocked modal opened, when an abuse limit of the API said it (what, and until when); else the modal's words. */
  readonly blockedMessage: string | null;
  /** The guest's mobile takes a code (+91): the blocked modal offers verifying it. */
  readonly canVerifyPhone: boolean;
  readonly flow: OtpFlow;
  readonly book: (guest: GuestDetails, expectedAmount: number) => Promise<void>;
  /** Sends a code to the guest's mobile (the blocked modal's "verify", the OTP modal's "send again"). */
  readonly sendOtp: () => void;
  readonly closeOtp: () => void;
  readonly closeBlocked: () => void;
}

const selectOtpOpen = (s: UiState) => s.modals['otp'];
const selectBlockedOpen = (s: UiState) => s.modals['pay-at-hotel-blocked'];
const isIndian = (guest: GuestDetails) => (guest.country_code ?? '+91') === '+91';
const tooMany = (error: unknown) => payFailureOf(error).kind === 'too-many-requests';

/**
 * Pay at hotel (docs/rules.md section 4, otpLessCheckout on): an OTP-less booking first; a 429 opens the
 * pay-at-hotel-blocked modal; any other refusal sends a code to the guest's (Indian) mobile and opens the OTP
 * modal, whose verified code books with { guest, otp, expected_amount }. The two modals are the UI store's
 * (checkoutPage showOtpModal / showPayAtHotelBlockedModal), opened and closed through the bus.
 */
export function usePayAtHotel(
  bid: string,
  onItineraryChanged: (message: string) => void,
  allowed: boolean,
): PayAtHotel {
  const { api } = usePaymentServices();
  const platform = usePlatform();
  const goToConfirmation = useGoToConfirmation();
  const { run, call } = usePayAttempt(bid);
  const [booking, setBooking] = useState(false);
  const [failure, setFailure] = useState<PayAtHotelFailure | null>(null);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const [otpLessBookingMade, setOtpLessBookingMade] = useState(false);
  const request = useRef<{ guest: GuestDetails; expectedAmount: number } | null>(null);
  const [guestIndian, setGuestIndian] = useState(true);
  const otpModalOpen = useStore(platform.ui.store, selectOtpOpen);
  const blockedModalOpen = useStore(platform.ui.store, selectBlockedOpen);

  const showModals = useCallback(
    (modals: OtpModals) => {
      platform.bus.emit({ type: modals.otp ? 'modal/open' : 'modal/close', modal: 'otp' });
      platform.bus.emit({
        type: modals.payAtHotelBlocked ? 'modal/open' : 'modal/close',
        modal: 'pay-at-hotel-blocked',
      });
    },
    [platform],
  );
  const closeAll = useCallback(() => showModals({ otp: false, payAtHotelBlocked: false }), [showModals]);
  // The modals are the section's: they do not outlive it.
  useEffect(() => closeAll, [closeAll]);

  /** One booking call (with a verified code, or OTP-less); its error is passed on. */
  const bookOnce = useCallback(
    async (otp?: string) => {
      const current = request.current;
      if (!current) return;
      const body = { guest: current.guest, expected_amount: current.expectedAmount, ...(otp ? { otp } : {}) };
      const booked = await call('pay_at_hotel', body, (key) =>
        api.payAtHotel({ params: { bid }, headers: { 'idempotency-key': key }, body }),
      );
      closeAll();
      goToConfirmation(booked);
    },
    [api, bid, call, closeAll, goToConfirmation],
  );

  const services = useMemo<OtpServices>(() => {
    const sendWith = (call: typeof api.sendOtp) => async (phone: { phone_number: string; country_code: string }) => {
      try {
        await call({ body: phone });
        showModals(otpModals({ ok: true, isOtpLess: otpLessBookingMade, tooManyRequests: false }));
      } catch (error) {
        showModals(otpModals({ ok: false, isOtpLess: otpLessBookingMade, tooManyRequests: tooMany(error) }));
        throw error;
      }
    };
    return {
      failureOf: otpStepFailureOf,
      send: sendWith(api.sendOtp),
      resend: sendWith(api.resendOtp),
      verify: async (_phone, otp) => {
        try {
          await bookOnce(otp);
        } catch (error) {
          const failed = payFailureOf(error);
          if (failed.kind !== 'itinerary-changed') throw error;
          closeAll();
          onItineraryChanged(failed.message);
        }
      },
    };
  }, [api, bookOnce, closeAll, onItineraryChanged, otpLessBookingMade, showModals]);
  const flow = useOtpFlow(services, useOtpLimits(api, allowed));

  // Sending to the guest's mobile is a numbered request: asked here (the flow is given the number), sent once the
  // flow is on its phone step with that number and idle, with the services of that render (the OTP-less state).
  const [sendAsked, setSendAsked] = useState(0);
  const sentFor = useRef(0);
  const { state, send, changeNumber, setCountryCode, setPhone } = flow;
  const sendOtp = useCallback(() => {
    const guest = request.current?.guest;
    if (!guest || !isIndian(guest)) return;
    changeNumber();
    setCountryCode('+91');
    setPhone(guest.mobile);
    setSendAsked((asked) => asked + 1);
  }, [changeNumber, setCountryCode, setPhone]);
  useEffect(() => {
    if (sendAsked === sentFor.current || state.step !== 'phone' || state.busy !== null) return;
    sentFor.current = sendAsked;
    void send();
  }, [sendAsked, state.step, state.busy, send]);

  const book = useCallback(
    async (guest: GuestDetails, expectedAmount: number) => {
      const outcome = await run(async () => {
        setBooking(true);
        request.current = { guest, expectedAmount };
        setGuestIndian(isIndian(guest));
        setOtpLessBookingMade(false);
        setFailure(null);
        await bookOnce();
      });
      if (outcome.kind === 'skipped') return;
      setBooking(false);
      if (outcome.kind !== 'failed') return;
      const failed = outcome.failure;
      setOtpLessBookingMade(true);
      if (failed.kind === 'itinerary-changed') onItineraryChanged(failed.message);
      else if (failed.kind === 'too-many-requests') {
        setBlockedMessage(failed.message ?? null);
        showModals({ otp: false, payAtHotelBlocked: true });
      } else if (failed.kind === 'network') setFailure(failed);
      else if (!isIndian(guest)) setFailure({ kind: 'foreign-mobile' });
      else sendOtp();
    },
    [bookOnce, onItineraryChanged, run, sendOtp, showModals],
  );

  return {
    booking: booking || state.busy === 'send',
    failure,
    otpLessBookingMade,
    otpModalOpen,
    blockedModalOpen,
    blockedMessage,
    canVerifyPhone: guestIndian,
    flow,
    book,
    sendOtp,
    closeOtp: useCallback(() => platform.bus.emit({ type: 'modal/close', modal: 'otp' }), [platform]),
    closeBlocked: useCallback(
      () => platform.bus.emit({ type: 'modal/close', modal: 'pay-at-hotel-blocked' }),
      [platform],
    ),
  };
}

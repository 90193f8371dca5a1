import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import { todayInKolkata } from '@nivaas/domain';
import { parseCheckoutQuery, type CheckoutQuery } from '@nivaas/domain/prices';
import { decodeRoomConfig } from '@nivaas/domain/rooms';
import { toSiteSearchQuery } from '@nivaas/domain/search';
import { itineraryPath, type ScreenProps } from '@nivaas/routes';
import { readPhonepeGuestDetails, usePlatform, useStore, type SessionState, useSignedIn } from '@nivaas/state';
import { StateView, Page } from '@nivaas/ui';
import { createCheckoutStore, firstErrorMessage, isUpdatingPrice } from '../../features/checkout-state';
import { CouponSection } from '../../features/coupons';
import { GuestForm, useGuestForm } from '../../features/guest-details';
import { ItinerarySummary, PriceSummary } from '../../features/itinerary-summary';
import { PaymentReturnNotice, PaymentSection, usePaymentFocus, type ReturnedFrom } from '../../features/payment';
import { RoomChoiceSheet } from '../../features/room-choice';
import { WalletPoints } from '../../features/wallet-points';
import type { ItineraryProblem } from './data/itinerary-request';
import { useHotel } from './hooks/use-hotel';
import { useItinerary } from './hooks/use-itinerary';
import { useItineraryCoupons } from './hooks/use-itinerary-coupons';
import { useRoomPrices } from './hooks/use-room-prices';
import { useItineraryServices } from './itinerary-api';
import { useItineraryT } from './itinerary-messages';
import { ItineraryProblemView } from './parts/itinerary-problem-view';

const selectProfile = (state: SessionState) => state.profile;
const PROBLEM_KEYS = {
  'no-hotel': 'problem.no-hotel',
  'no-room-type': 'problem.no-room-type',
  'no-rate-plan': 'problem.no-rate-plan',
} as const satisfies Record<ItineraryProblem, string>;

/**
 * /itinerary/ (docs/rules.md 2, no cache): the checkout query's itinerary (by bid, or created and the bid put in the
 * URL), what is booked and its price, the guest's details, coupons and points, then the payment section. A
 * query that names nothing bookable, or a stay the API refuses, says why and offers the way back.
 */
export default function ItineraryScreen({ searchParams }: ScreenProps) {
  const t = useItineraryT();
  const navigate = useNavigate();
  const platform = usePlatform();
  const { api, draftStorage } = useItineraryServices();
  const [checkoutStore] = useState(() => createCheckoutStore());
  const search = searchParams.toString();
  const query = useMemo(() => parseCheckoutQuery(search, todayInKolkata()), [search]);
  const { request, resource } = useItinerary(query, search, checkoutStore, api);
  const signedIn = useSignedIn(resource.reload);
  const profile = useStore(platform.session.store, selectProfile);
  const state = useStore(checkoutStore.store);
  const checkout = state.checkout;
  const hotel = useHotel(checkout?.hotel.id ?? query.hotelId ?? null, api);
  const prices = useRoomPrices(checkout, signedIn, api);
  const coupons = useItineraryCoupons(checkout, signedIn, api);
  const [choosingRoom, setChoosingRoom] = useState(false);
  const [offerSaving, setOfferSaving] = useState(0);
  const paymentFocus = usePaymentFocus();
  // Read once: the PhonePe app's guest, for a visitor who is not signed in (storage is read in the browser only).
  const [phonepeGuest] = useState(() => (signedIn ? null : readPhonepeGuestDetails(platform.storage)));
  const guest = useGuestForm({
    checkout,
    signedIn,
    profile,
    phonepeGuest,
    draftStorage,
    api,
    onCountryCodeChange: checkoutStore.setCountryCode,
    onWhatsappChange: checkoutStore.setWhatsappOptIn,
  });

  const stayQuery = toSiteSearchQuery({ q: '', stay: query.search.stay, rooms: query.search.rooms, extra: {} });
  const returnedFrom: ReturnedFrom | null = query.paymentFailed
    ? { reason: query.paymentFailed, mode: query.paymentMode ?? null, method: query.paymentMethod ?? null }
    : null;

  const onItineraryChanged = useCallback(
    (message: string) => {
      checkoutStore.setPriceChangedMessage(message);
      resource.reload();
    },
    [checkoutStore, resource],
  );

  const chooseRoom = (roomType: string, ratePlan: string) => {
    if (!checkout) return;
    const next: CheckoutQuery = {
      ...query,
      search: {
        q: query.search.q,
        stay: { checkin: checkout.date.checkin, checkout: checkout.date.checkout },
        rooms: decodeRoomConfig(checkout.room.roomconfig),
      },
      hotelId: checkout.hotel.id,
      roomType: roomType as CheckoutQuery['roomType'],
      ratePlan,
      bid: undefined,
      paymentFailed: undefined,
      paymentMode: undefined,
      paymentMethod: undefined,
      // The coupon as the guest left it: one they removed stays removed.
      couponCode: checkout.coupon.couponName ?? undefined,
    };
    setChoosingRoom(false);
    navigate(itineraryPath(next));
  };

  const bid = checkout?.bid ?? '';
  const signIn = () => platform.bus.emit({ type: 'modal/open', modal: 'login' });
  const run = checkoutStore.runPriceRequest;
  const couponError =
    state.priceError && (state.priceError.request === 'applyCoupon' || state.priceError.request === 'removeCoupon')
      ? state.priceError.message
      : null;
  const walletError =
    state.priceError && (state.priceError.request === 'applyWallet' || state.priceError.request === 'removeWallet')
      ? state.priceError.message
      : null;
  const roomNames = Object.fromEntries(
    Object.values(hotel.data?.room_types.byId ?? {}).map((room) => [room.type, room.name]),
  );

  const refused = resource.status === 'error' && isApiError(resource.error) && resource.error.status === 400;

  return (
    <Page endSpace headingProps={{ id: 'itinerary-title' }} heading={t('title')}>
      {/* Back from the gateway: what happened comes first, in view on arrival, with the next step beside it. */}
      {returnedFrom && request.kind !== 'problem' && !refused && (
        <PaymentReturnNotice
          reason={returnedFrom.reason}
          onTryAgain={checkout ? paymentFocus.focusPay : null}
          onOtherWay={checkout ? paymentFocus.focusOtherWay : null}
        />
      )}
      {request.kind === 'problem' ? (
        <ItineraryProblemView message={t(PROBLEM_KEYS[request.problem])} hotel={hotel.data} stayQuery={stayQuery} />
      ) : refused ? (
        <ItineraryProblemView
          message={t('problem.refused', { reason: firstErrorMessage(resource.error) })}
          hotel={hotel.data}
          stayQuery={stayQuery}
        />
      ) : (
        <StateView
          status={checkout ? 'success' : resource.status === 'error' ? 'error' : 'loading'}
          loadingLabel={t('loading')}
          error={{
            title: t('error.title'),
            description: t('error.body'),
            retryLabel: t('retry'),
            onRetry: resource.reload,
          }}
          headingLevel={2}
        >
          {() =>
            checkout && (
              <>
                <ItinerarySummary
                  checkout={checkout}
                  roomName={roomNames[checkout.room.type] ?? checkout.room.type}
                  onChangeRoom={() => setChoosingRoom(true)}
                />
                <PriceSummary
                  checkout={checkout}
                  updating={isUpdatingPrice(state) || state.isLoading}
                  changedMessage={state.priceChangedMessage}
                  offerSaving={offerSaving}
                  firstBookingCouponApplied={state.firstBookingCouponApplied}
                />
                <CouponSection
                  checkout={checkout}
                  coupons={coupons.data?.coupons ?? (coupons.status === 'error' ? [] : null)}
                  applyStatus={state.itineraryPricesStatus.applyCoupon}
                  removeStatus={state.itineraryPricesStatus.removeCoupon}
                  error={couponError}
                  onApply={(code) =>
                    run('applyCoupon', () => api.applyCoupon({ params: { bid }, body: { coupon_code: code } }))
                  }
                  onRemove={() => run('removeCoupon', () => api.removeCoupon({ params: { bid } }))}
                  onSignIn={signIn}
                />
                <WalletPoints
                  checkout={checkout}
                  signedIn={signedIn}
                  status={state.itineraryPricesStatus.applyWallet ?? state.itineraryPricesStatus.removeWallet}
                  error={walletError}
                  onToggle={(on) =>
                    on
                      ? run('applyWallet', () => api.applyWallet({ params: { bid } }))
                      : run('removeWallet', () => api.removeWallet({ params: { bid } }))
                  }
                  onSignIn={signIn}
                />
                <GuestForm form={guest} />
                <PaymentSection
                  checkout={checkout}
                  collectGuest={guest.collect}
                  onItineraryChanged={onItineraryChanged}
                  returnedFrom={returnedFrom}
                  signedIn={signedIn}
                  onOfferSaving={setOfferSaving}
                  focus={paymentFocus}
                />
                <RoomChoiceSheet
                  open={choosingRoom}
                  onClose={() => setChoosingRoom(false)}
                  prices={prices.data}
                  status={prices.status}
                  onRetry={prices.reload}
                  roomNames={roomNames}
                  current={{ roomType: checkout.room.type, ratePlan: checkout.price.selected_rate_plan.rate_plan.code }}
                  onChoose={chooseRoom}
                />
              </>
            )
          }
        </StateView>
      )}
    </Page>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import type { HotelDetails, RoomPricesResponse } from '@nivaas/api-client/contract';
import { formatViewDate, todayInKolkata } from '@nivaas/domain';
import { hotelCheckoutQuery } from '@nivaas/domain/hotel';
import { priceBreakup } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import { itineraryPath } from '@nivaas/routes';
import {
  usePlatform,
  useRecordRecentlyViewedHotel,
  useResource,
  useStore,
  type UiState,
  useSignedIn,
} from '@nivaas/state';
import { ErrorState, LoadingState } from '@nivaas/ui';
import { BookingBar } from '../../../features/booking';
import { HotelGallery } from '../../../features/gallery';
import {
  chosenOffer,
  CouponRefusedNotice,
  ratePlanName,
  RoomList,
  toRoomOffers,
  useRoomsT,
} from '../../../features/rooms';
import { ShareButton } from '../../../features/share';
import { useHotelApi } from '../api/hotel-api';
import type { CouponRefusal, HotelStay } from '../data/hotel-details-types';
import { searchedPlaceDistance } from '../data/searched-place-distance';
import { readNewYearTag } from '../data/new-year-tag';
import { canonicalHotelPath, useCanonicalUrl } from '../hooks/use-canonical-url';
import { useCorporatePrices } from '../hooks/use-corporate-prices';
import { useHotelViewedEvent } from '../hooks/use-hotel-viewed-event';
import { useRoomChoice } from '../hooks/use-room-choice';
import { useHotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';
import { BelowFoldSlot } from './below-fold-slot';
import { HotelHeader } from './hotel-header';
import { HotelTriggers } from './hotel-triggers';
import { WalletNote } from './wallet-note';

const selectBreakupOpen = (state: UiState) => state.modals['price-breakup'];

// Fetched when needed, not with the page: the breakup when it opens, the sold-out alternatives when sold out.
const PriceBreakupModal = lazy(() =>
  import('../../../features/price-breakup').then((m) => ({ default: m.PriceBreakupModal })),
);
const SoldOutSection = lazy(() => import('./sold-out-section').then((m) => ({ default: m.SoldOutSection })));

export interface HotelPageProps {
  readonly hotel: HotelDetails;
  readonly prices: RoomPricesResponse | null;
  /** The URL's coupon, when the API refused it for this visitor. */
  readonly couponRefused?: CouponRefusal | null;
  readonly stay: HotelStay;
  /** The content's TA rating threshold, from the loader (null: the TA review is not shown). */
  readonly taThreshold: number | null;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly reload: () => void;
  readonly reloading: boolean;
}

/** The hotel page once the hotel is loaded: what it is, its rooms and prices, its rules, and the way to book. */
export function HotelPage({
  hotel,
  prices,
  couponRefused,
  stay,
  taThreshold,
  pathname,
  searchParams,
  reload,
  reloading,
}: HotelPageProps) {
  const t = useHotelDetailsT();
  const roomsT = useRoomsT();
  const locale = useLocale();
  const api = useHotelApi();
  const platform = usePlatform();
  const search = searchParams.toString();
  useCanonicalUrl(hotel, pathname, search ? `?${search}` : '');
  const signedIn = useSignedIn(reload);
  const firstImage = useMemo(
    () => [...hotel.images].sort((a, b) => a.position - b.position)[0] ?? null,
    [hotel.images],
  );
  // Regression: home lists the hotels a visitor looked at (recorded in an effect, never on a server).
  useRecordRecentlyViewedHotel({
    id: hotel.id,
    name: hotel.name,
    path: canonicalHotelPath(hotel) ?? pathname,
    city: hotel.address.city,
    locality: hotel.address.locality,
    imageUrl: firstImage ? (firstImage.srcset.find((s) => s.width >= 320)?.url ?? firstImage.url) : null,
    rating: hotel.rating_summary.rating,
  });

  useHotelViewedEvent(hotel.id);
  const corporate = useCorporatePrices(signedIn, hotel, stay);
  const offers = useMemo(
    () => toRoomOffers(hotel, prices, stay.rooms, corporate),
    [hotel, prices, stay.rooms, corporate],
  );
  const { choice, choose } = useRoomChoice(offers, searchParams);
  const chosen = chosenOffer(offers, choice);
  const roomCount = stay.rooms.length;
  const guests = stay.rooms.reduce((sum, room) => sum + room.adults + room.kids, 0);
  const soldOut = prices !== null && !offers.some((offer) => offer.bookable);

  // The New Year tag's words (content newYearRateTag), asked for only when the prices mark a plan special.
  const hasNewYearRate = offers.some((offer) => offer.plans.some((plan) => plan.specialRate === 'new_year'));
  const newYearTag = useResource(hasNewYearRate ? 'content|new_year_rate_tag' : null, (signal) =>
    api.getContentsV1({ query: { key: 'new_year_rate_tag' } }, { signal }).then(readNewYearTag),
  );
  const specialTags = useMemo(() => (newYearTag.data ? { new_year: newYearTag.data } : {}), [newYearTag.data]);

  // The search store keeps the stay the page shows (docs/rules.md 3), so the other remotes start from it.
  useEffect(() => {
    platform.search.setStay(stay.stay, todayInKolkata());
    platform.search.setRooms(stay.rooms);
  }, [platform, stay]);
  // docs/rules.md 3 searchHeaderType: the hotel page shows the stay's summary (staySummary), not the search widget.
  useEffect(() => platform.search.setSearchHeaderType('summary'), [platform]);

  const breakupOpen = useStore(platform.ui.store, selectBreakupOpen);
  const openBreakup = useCallback(() => platform.bus.emit({ type: 'modal/open', modal: 'price-breakup' }), [platform]);
  const closeBreakup = useCallback(
    () => platform.bus.emit({ type: 'modal/close', modal: 'price-breakup' }),
    [platform],
  );
  // The modal belongs to this page: leaving it closes the modal.
  useEffect(() => closeBreakup, [closeBreakup]);
  const signIn = useCallback(() => platform.bus.emit({ type: 'modal/open', modal: 'login' }), [platform]);

  const staySummary = t('stay.summary', {
    checkin: formatViewDate(stay.stay.checkin, locale),
    checkout: formatViewDate(stay.stay.checkout, locale),
    nights: t('nights', { count: stay.nights }),
    rooms: t('rooms', { count: roomCount }),
    guests: t('guests', { count: guests }),
  });

  const bookHref = chosen
    ? itineraryPath(
        hotelCheckoutQuery({
          hotelId: hotel.id,
          stay: stay.stay,
          rooms: stay.rooms,
          choice: { roomType: chosen.offer.type, ratePlan: chosen.plan.code },
          couponCode: chosen.plan.couponDiscount > 0 ? chosen.offer.couponCode : null,
          q: searchParams.get('q')?.trim() || hotel.name,
          place: {
            landmark: searchParams.get('landmark'),
            locality: hotel.address.locality,
            city: hotel.address.city,
            state: hotel.address.state,
          },
          coordinates: hotel.coordinates,
          bid: searchParams.get('bid'),
        }),
      )
    : null;

  return (
    <div className={styles.page}>
      <HotelGallery hotelName={hotel.name} images={hotel.images} />
      <HotelHeader
        t={t}
        hotel={hotel}
        taThreshold={taThreshold}
        distance={searchedPlaceDistance(hotel, searchParams)}
        staySummary={staySummary}
        share={
          <ShareButton
            hotelName={hotel.name}
            place={[hotel.address.locality, hotel.address.city].filter(Boolean).join(', ')}
            path={`${pathname}${search ? `?${search}` : ''}`}
            image={firstImage?.url ?? null}
            shortLink={({ link, title, image }) =>
              api
                .createShortLink({ body: { link, social_title: title, ...(image ? { image } : {}) } })
                .then((r) => r.short_link)
            }
          />
        }
      />
      <HotelTriggers t={t} hotelId={hotel.id} stay={stay} />
      {soldOut && (
        <Suspense fallback={<LoadingState label={t('sold-out.loading')} />}>
          <SoldOutSection t={t} hotel={hotel} stay={stay} />
        </Suspense>
      )}
      {prices === null ? (
        <ErrorState
          title={t('prices.error.title')}
          description={t('prices.error.body')}
          retryLabel={t('error.retry')}
          onRetry={reload}
          retrying={reloading}
        />
      ) : (
        // Hydrated in its own pass, which React can interrupt (selective hydration); nothing suspends.
        <Suspense fallback={null}>
          {couponRefused && <CouponRefusedNotice refusal={couponRefused} signedIn={signedIn} onSignIn={signIn} />}
          <RoomList
            offers={offers}
            choice={choice}
            nights={stay.nights}
            roomCount={roomCount}
            guestCount={guests}
            signedIn={signedIn}
            onChoose={choose}
            onSignIn={signIn}
            specialTags={specialTags}
          />
        </Suspense>
      )}
      <WalletNote t={t} signedIn={signedIn} />
      <BelowFoldSlot t={t} hotel={hotel} />
      {prices !== null && (
        <BookingBar
          choice={
            chosen && bookHref
              ? {
                  roomName: chosen.offer.name,
                  planName: ratePlanName(roomsT, chosen.plan),
                  total: chosen.plan.sellingPrice,
                  href: bookHref,
                }
              : null
          }
          nights={stay.nights}
          roomCount={roomCount}
          onBreakup={openBreakup}
        />
      )}
      {chosen && breakupOpen && (
        <Suspense fallback={null}>
          <PriceBreakupModal
            open
            onClose={closeBreakup}
            breakup={priceBreakup(chosen.plan, roomCount)}
            roomName={chosen.offer.name}
            planName={chosen.plan.name}
            couponCode={chosen.plan.couponDiscount > 0 ? chosen.offer.couponCode : null}
          />
        </Suspense>
      )}
    </div>
  );
}

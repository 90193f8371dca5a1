import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { HotelCard, type HotelCardLinkProps } from '@nivaas/ui';
import { hotelPath } from '@nivaas/routes';
import { formatInr, formatRating, srcSetOf } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { HotelCardView } from '../data/listing-types';
import type { ListingT } from '../i18n/listing-messages';

/** Photos per card: the first is what the visitor sees; a few more to swipe. */
export const CARD_PHOTOS = 5;
/** The card is the page width less its padding up to 640 px (listing.module.css). */
export const CARD_IMAGE_SIZES = '(min-width: 672px) 608px, calc(100vw - 32px)';

function RouterLink({ href, className, children, onClick }: HotelCardLinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

export interface ListingHotelCardProps {
  readonly t: ListingT;
  readonly hotel: HotelCardView;
  /** checkin, checkout and roomconfig: the stay goes with the visitor to the hotel. */
  readonly siteQuery: string;
  /** The first cards' first photos load at once with high priority (the LCP image). */
  readonly priority: boolean;
  readonly numberFormat: Intl.NumberFormat;
  readonly onOpen: (hotelId: number) => void;
}

/**
 * What the card's price is for, under it: the stay's total when it is more than one night (the same figure
 * the hotel page, the itinerary and the gateway show), and the savings in it (each price says what
 * it includes).
 */
function priceNotes(t: ListingT, price: NonNullable<HotelCardView['price']>, locale: string): string[] {
  const notes: string[] = [];
  if (price.nights > 1)
    notes.push(
      t('card.stay-total', { price: formatInr(price.stay, locale), nights: t('card.nights', { count: price.nights }) }),
    );
  if (price.couponCode && price.memberPrice) notes.push(t('card.member-coupon', { code: price.couponCode }));
  else if (price.couponCode) notes.push(t('card.coupon', { code: price.couponCode }));
  else if (price.memberPrice) notes.push(t('card.member-price'));
  if (price.withPoints !== null) notes.push(t('card.points', { price: formatInr(price.withPoints, locale) }));
  return notes;
}

/** One hotel of the list on libs/ui's HotelCard, in the page's words. */
export const ListingHotelCard = memo(function ListingHotelCard({
  t,
  hotel,
  siteQuery,
  priority,
  numberFormat,
  onOpen,
}: ListingHotelCardProps) {
  // The data carries a srcset only where the API's usual widths would not give it (listing-types.ts).
  const images = useMemo(
    () =>
      hotel.images.slice(0, CARD_PHOTOS).map((image) => ({ ...image, srcSet: image.srcSet ?? srcSetOf(image.src) })),
    [hotel.images],
  );
  const price = hotel.price;
  const locale = useLocale();
  const href = hotelPath({ citySlug: hotel.citySlug, hotelName: hotel.name, hotelId: hotel.id }, siteQuery);
  return (
    <HotelCard
      name={hotel.name}
      href={href}
      linkComponent={RouterLink}
      onSelect={() => onOpen(hotel.id)}
      images={images}
      imageSizes={CARD_IMAGE_SIZES}
      priority={priority}
      photosLabel={t('card.photos', { name: hotel.name })}
      carouselLabels={{
        previousLabel: t('card.photo-previous'),
        nextLabel: t('card.photo-next'),
        slideLabel: (position, total) => t('card.photo-position', { position, total }),
      }}
      locality={`${hotel.locality}, ${hotel.city}`}
      distance={hotel.distance !== null ? t('card.distance', { km: numberFormat.format(hotel.distance) }) : undefined}
      rating={
        hotel.rating !== null
          ? {
              rating: hotel.rating,
              countText: t('card.rating-count', {
                count: hotel.ratingCount,
                ratings: numberFormat.format(hotel.ratingCount),
              }),
              accessibleLabel: t('card.rating-label', { rating: formatRating(hotel.rating, locale) }),
            }
          : undefined
      }
      price={
        price
          ? {
              amount: price.perNight,
              strikedAmount: price.strikedPerNight ?? undefined,
              discountPercentage: price.discountPercentage,
              suffix: t('card.per-night', { count: price.rooms }),
              discountLabel: (percent) => t('card.discount', { percent }),
              strikedLabel: t('card.striked'),
            }
          : undefined
      }
      priceNotes={price ? priceNotes(t, price, locale) : undefined}
      tags={[{ label: hotel.brand, tone: 'brand' }]}
      trigger={hotel.trigger ?? undefined}
      soldOutLabel={hotel.isAvailable ? undefined : t('card.sold-out')}
      headingLevel={2}
    />
  );
});

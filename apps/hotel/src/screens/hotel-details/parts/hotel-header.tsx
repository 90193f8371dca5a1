import type { ReactNode } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { formatNumber } from '@nivaas/domain';
import { isTaReviewShown, mapSearchUrl, propertyTypeLabel } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { RatingBadge, Tag, Stack, VisuallyHidden, PageHeading } from '@nivaas/ui';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

export interface HotelHeaderProps {
  readonly t: HotelDetailsT;
  readonly hotel: HotelDetails;
  /** The content's ta_rating_threshold; null while unknown (the TA review waits for it). */
  readonly taThreshold: number | null;
  /** From the landmark searched, when the URL names one. */
  readonly distance: { readonly place: string; readonly km: number } | null;
  /** The stay in words ("Thu, 3 Dec to Sat, 5 Dec · 2 nights · 2 rooms · 3 guests"). */
  readonly staySummary: string;
  /** The share button (a feature), beside the name. */
  readonly share: ReactNode;
}

/**
 * The hotel's name and what a visitor checks first: brand and property type, rating and the TA review (over
 * the threshold only), the hygiene shield, the address with a map link, and the distance from what they searched.
 */
export function HotelHeader({ t, hotel, taThreshold, distance, staySummary, share }: HotelHeaderProps) {
  const locale = useLocale();
  const type = hotel.property_type;
  const typeLabel = type === 'hotel' || type === 'homestay' ? t(`property.${type}`) : propertyTypeLabel(type as string);
  const { address } = hotel;
  const rating = hotel.rating_summary;
  return (
    <Stack as="header" gap={2}>
      <div className={styles.titleRow}>
        <PageHeading>{hotel.name}</PageHeading>
        {share}
      </div>
      <p className={styles.tags}>
        {hotel.brand.display_name && <Tag tone="brand">{hotel.brand.display_name}</Tag>}
        {typeLabel && <Tag>{typeLabel}</Tag>}
        {hotel.hygiene_shield && <Tag tone="success">{t('header.hygiene')}</Tag>}
      </p>
      {rating.count > 0 && (
        <RatingBadge
          rating={rating.rating}
          countText={t('header.rating-count', { count: rating.count, ratings: formatNumber(rating.count, locale) })}
          accessibleLabel={t('header.rating-label', { rating: formatNumber(rating.rating, locale, 1) })}
        />
      )}
      {isTaReviewShown(hotel.ta_review, taThreshold) && (
        <p className={styles.ta}>
          {t('header.ta', {
            count: hotel.ta_review.count,
            rating: formatNumber(hotel.ta_review.rating, locale, 1),
            reviews: formatNumber(hotel.ta_review.count, locale),
          })}
        </p>
      )}
      <address className={styles.address}>
        {[address.street, address.locality, address.city, address.pincode].filter(Boolean).join(', ')}
      </address>
      <p className={styles.place}>
        <a className={styles.mapLink} href={mapSearchUrl(hotel.coordinates)} target="_blank" rel="noopener noreferrer">
          {t('header.map')}
          <VisuallyHidden> {t('header.new-tab')}</VisuallyHidden>
        </a>
        {distance && (
          <span className={styles.distance}>
            {t('header.distance', { km: formatNumber(distance.km, locale, 1), place: distance.place })}
          </span>
        )}
      </p>
      <p className={styles.stay}>{staySummary}</p>
    </Stack>
  );
}

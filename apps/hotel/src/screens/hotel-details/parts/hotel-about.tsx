import { useId } from 'react';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { formatNumber } from '@nivaas/domain';
import { distanceKm } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { Chip, Section, Inline } from '@nivaas/ui';
import { collectionLabel, type HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

/** Landmarks listed: the nearest few of the hotel's city. */
export const LANDMARKS_SHOWN = 5;

type Amenity = HotelDetails['amenities'][number];

/** Hotel amenities (the hotel's own and its other amenities, once each) and room amenities. */
export function amenityGroups(hotel: HotelDetails): { hotel: Amenity[]; room: Amenity[] } {
  const seen = new Set<number>();
  const once = (list: readonly Amenity[]) =>
    list.filter((a) => {
      if (seen.has(a.id)) return false;
      seen.add(a.id);
      return true;
    });
  const room = once(hotel.room_amenities);
  return { hotel: once([...hotel.amenities.filter((a) => a.category !== 'room'), ...hotel.other_amenities]), room };
}

function List({ title, items }: { readonly title: string; readonly items: readonly string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <Section as="div" level={3} gap="sm" headingId={id} title={title}>
      <Inline as="ul" gap={2} aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>
            <Chip label={item} />
          </li>
        ))}
      </Inline>
    </Section>
  );
}

/** About the hotel: its summary (as text), amenities, popular collections, nearby landmarks and its video. */
export function HotelAbout({ t, hotel }: { readonly t: HotelDetailsT; readonly hotel: HotelDetails }) {
  const locale = useLocale();
  const headingId = useId();
  const amenities = amenityGroups(hotel);
  const landmarks = hotel.address.landmarks
    .map((l) => ({ ...l, km: distanceKm(hotel.coordinates, l.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, LANDMARKS_SHOWN);
  const video = hotel.video_details;
  return (
    <Section headingId={headingId} title={t('about.title', { hotel: hotel.name })}>
      {hotel.summary && <p className={styles.summary}>{hotel.summary}</p>}
      <List title={t('amenities.hotel')} items={amenities.hotel.map((a) => a.name)} />
      <List title={t('amenities.room')} items={amenities.room.map((a) => a.name)} />
      <List title={t('collections.title')} items={hotel.popular_collections.map((name) => collectionLabel(t, name))} />
      {landmarks.length > 0 && (
        <Section as="div" level={3} gap="sm" title={t('landmarks.title')}>
          <ul className={styles.landmarks}>
            {landmarks.map((l) => (
              <li key={l.id}>{t('landmark.distance', { name: l.name, km: formatNumber(l.km, locale, 1) })}</li>
            ))}
          </ul>
        </Section>
      )}
      {video && (
        <Section as="div" level={3} gap="sm" title={t('video.title')}>
          <video
            className={styles.video}
            controls
            preload="none"
            poster={video.thumbnail || undefined}
            src={video.url}
            aria-label={t('video.label', { hotel: hotel.name })}
          />
        </Section>
      )}
    </Section>
  );
}

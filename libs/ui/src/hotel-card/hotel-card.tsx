import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '../card/card';
import { useHotelCardT } from './hotel-card-messages';
import { ImageCarousel, type CarouselImage, type ImageCarouselProps } from '../image-carousel/image-carousel';
import { PriceTag, type PriceTagProps } from '../price-tag/price-tag';
import { RatingBadge, type RatingBadgeProps } from '../rating-badge/rating-badge';
import { Tag, type TagTone } from '../tag/tag';
import styles from './hotel-card.module.css';

export interface HotelCardLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export interface HotelCardProps {
  name: string;
  /** Hotel details URL, built by the app from the route table. */
  href: string;
  /** The app's router link (client navigation); a plain <a> by default. */
  linkComponent?: ComponentType<HotelCardLinkProps>;
  onSelect?: () => void;
  images: readonly CarouselImage[];
  imageSizes?: string;
  /** Eager first image: set on the first card of a listing (the LCP element). */
  priority?: boolean;
  /** Accessible name of the photos; translated "Photos of {name}" by default. */
  photosLabel?: string;
  /** The photo carousel's own texts ("Previous photo", "1 of 5"); the carousel's translated defaults otherwise. */
  carouselLabels?: Pick<ImageCarouselProps, 'previousLabel' | 'nextLabel' | 'slideLabel'>;
  /** e.g. "Koramangala, Bengaluru". */
  locality: string;
  /** e.g. "1.2 km from MG Road". */
  distance?: string;
  rating?: Omit<RatingBadgeProps, 'size' | 'className'>;
  price?: Omit<PriceTagProps, 'size' | 'className'>;
  /** Lines under the price saying what it is for or includes, e.g. "₹3,444 for 3 nights", "Coupon X applied". */
  priceNotes?: readonly string[];
  tags?: readonly { label: string; tone?: TagTone }[];
  amenities?: readonly string[];
  /** Social-proof line, e.g. "Booked 14 times today". */
  trigger?: string;
  /** Replaces the price with this text and dims the card, e.g. "Sold out". */
  soldOutLabel?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

function DefaultLink({ href, className, children, onClick }: HotelCardLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** A hotel in a listing: swipeable photos, name linking to details, rating, tags and price. */
export function HotelCard({
  name,
  href,
  linkComponent: Link = DefaultLink,
  onSelect,
  images,
  imageSizes = '(min-width: 640px) 600px, 100vw',
  priority,
  photosLabel,
  carouselLabels,
  locality,
  distance,
  rating,
  price,
  priceNotes = [],
  tags = [],
  amenities = [],
  trigger,
  soldOutLabel,
  headingLevel = 3,
  className,
}: HotelCardProps) {
  const t = useHotelCardT();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" className={clsx(styles.card, soldOutLabel && styles.soldOut, className)}>
      <ImageCarousel
        images={images}
        label={photosLabel ?? t('hotelCard.photos', { name })}
        sizes={imageSizes}
        priority={priority}
        aspectRatio="16 / 9"
        {...carouselLabels}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <Heading className={styles.name}>
            {/* The link stretches over the text area: one tab stop, one announcement. */}
            <Link href={href} className={styles.link} onClick={onSelect}>
              {name}
            </Link>
          </Heading>
          {rating && <RatingBadge {...rating} size="sm" />}
        </div>
        <p className={styles.locality}>
          {locality}
          {distance && <span className={styles.distance}> · {distance}</span>}
        </p>
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.label}>
                <Tag tone={tag.tone}>{tag.label}</Tag>
              </li>
            ))}
          </ul>
        )}
        {amenities.length > 0 && <p className={styles.amenities}>{amenities.join(' · ')}</p>}
        {trigger && <p className={styles.trigger}>{trigger}</p>}
        <div className={styles.price}>
          {soldOutLabel ? <Tag tone="danger">{soldOutLabel}</Tag> : price && <PriceTag {...price} />}
          {!soldOutLabel &&
            price &&
            priceNotes.map((note) => (
              <span key={note} className={styles.priceNote}>
                {note}
              </span>
            ))}
        </div>
      </div>
    </Card>
  );
}

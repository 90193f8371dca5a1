import { useRef, useState } from 'react';
import clsx from 'clsx';
import { useImageCarouselT } from './image-carousel-messages';
import styles from './image-carousel.module.css';

/** The box ratios in use: 4 / 3 (the default, the hotel's gallery) and 16 / 9 (hotel cards, room cards). */
export const IMAGE_CAROUSEL_RATIOS = ['4 / 3', '16 / 9'] as const;
export type ImageCarouselRatio = (typeof IMAGE_CAROUSEL_RATIOS)[number];

// Each ratio is a class, never a style attribute: the carousel is drawn on the server, where the page's CSP is
// fixed before the markup exists (see the README, "No style attributes"). A new ratio is a new class here.
const RATIO_CLASS: Record<ImageCarouselRatio, string | undefined> = {
  '4 / 3': styles.ratio4x3,
  '16 / 9': styles.ratio16x9,
};

export interface CarouselImage {
  src: string;
  /** Responsive candidates, e.g. "a-480.jpg 480w, a-960.jpg 960w". */
  srcSet?: string;
  /** Describes the picture; empty string for purely decorative images. */
  alt: string;
  /** Intrinsic size of `src`, written as attributes so the browser knows the ratio before it loads. */
  width?: number;
  height?: number;
}

export interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** Accessible name of the carousel, e.g. "Photos of Nivaas Residency". */
  label: string;
  /** The sizes attribute for every image; defaults to full viewport width. */
  sizes?: string;
  /** Box ratio, fixed before images load so nothing shifts; 4 / 3 by default. */
  aspectRatio?: ImageCarouselRatio;
  /** Load the first image eagerly with high fetch priority (the LCP image). */
  priority?: boolean;
  /** Accessible names of the arrows; translated "Previous photo" and "Next photo" by default. */
  previousLabel?: string;
  nextLabel?: string;
  /** Name of each slide; translated "{position} of {total}" by default. */
  slideLabel?: (position: number, total: number) => string;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * Swipeable photos built on CSS scroll snap (native swipe, no gesture JavaScript). Images after
 * the first are lazy; the box keeps its aspect ratio while loading.
 */
export function ImageCarousel({
  images,
  label,
  sizes = '100vw',
  aspectRatio = '4 / 3',
  priority = false,
  previousLabel,
  nextLabel,
  slideLabel,
  onIndexChange,
  className,
}: ImageCarouselProps) {
  const t = useImageCarouselT();
  const nameSlide = slideLabel ?? ((position: number, total: number) => t('imageCarousel.slide', { position, total }));
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Photos after the first are fetched only once the visitor reaches for the carousel: a listing of
  // cards would otherwise download every card's photos (the browser's lazy loading counts slides
  // beside the first as near), which is most of a page's bytes on metered mobile data.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const total = images.length;

  const update = (next: number) => {
    if (next === index) return;
    setIndex(next);
    onIndexChange?.(next);
  };

  const goTo = (next: number) => {
    engage();
    const clamped = Math.min(total - 1, Math.max(0, next));
    const track = trackRef.current;
    if (track && typeof track.scrollTo === 'function') {
      track.scrollTo({ left: clamped * track.clientWidth, behavior: 'smooth' });
    }
    update(clamped);
  };

  const onScroll = () => {
    engage();
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    update(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <section
      className={clsx(styles.carousel, RATIO_CLASS[aspectRatio], className)}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the track is a scroll area: arrows move one photo, pointer and focus only start loading the other photos. */}
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={engage}
        onTouchStart={engage}
        onFocus={engage}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll the photos.
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
          }
        }}
      >
        {images.map((image, i) => (
          <div
            key={image.src}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={nameSlide(i + 1, total)}
          >
            {(i === 0 || engaged) && (
              <img
                className={styles.image}
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? sizes : undefined}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={priority && i === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && i === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
              />
            )}
          </div>
        ))}
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={clsx(styles.nav, styles.prev)}
            aria-label={previousLabel ?? t('imageCarousel.previous')}
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={clsx(styles.nav, styles.next)}
            aria-label={nextLabel ?? t('imageCarousel.next')}
            disabled={index === total - 1}
            onClick={() => goTo(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {total}
          </span>
        </>
      )}
    </section>
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import type { HotelImage } from '@nivaas/api-client/contract';
import { groupImagesByCategory } from '@nivaas/domain/hotel';
import { ImageCarousel, Text } from '@nivaas/ui';
import { captionOf, srcSetOf } from './gallery-image';
import { categoryLabel, useGalleryT } from './gallery-messages';
import { GALLERY_SIZES } from './gallery-sizes';
import styles from './gallery.module.css';

// The full-screen photos are fetched when asked for, not with the page.
const GalleryDialog = lazy(() => import('./gallery-dialog'));

export interface HotelGalleryProps {
  readonly hotelName: string;
  readonly images: readonly HotelImage[];
}

/**
 * The hotel's photos: a swipeable carousel whose first photo is the page's largest paint (eager, high
 * priority, srcset and sizes, fixed width and height), the caption of the photo shown, and "View all photos":
 * a full-screen dialog (libs/ui Modal: focus trapped, Escape closes) with every photo by category and captioned.
 */
export function HotelGallery({ hotelName, images }: HotelGalleryProps) {
  const t = useGalleryT();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => groupImagesByCategory(images), [images]);
  const ordered = useMemo(() => groups.flatMap((group) => group.images), [groups]);
  const caption = (image: HotelImage) => captionOf(image, hotelName, categoryLabel(t, image.category));
  if (ordered.length === 0) return <Text muted>{t('no-photos')}</Text>;
  const shown = ordered[Math.min(index, ordered.length - 1)];
  return (
    <div className={styles.gallery}>
      <ImageCarousel
        label={t('photos', { hotel: hotelName })}
        images={ordered.map((image) => ({
          src: image.url,
          srcSet: srcSetOf(image),
          alt: caption(image),
          width: image.width,
          height: image.height,
        }))}
        sizes={GALLERY_SIZES}
        aspectRatio="4 / 3"
        priority
        previousLabel={t('photo.previous')}
        nextLabel={t('photo.next')}
        slideLabel={(position, total) => t('photo.position', { position, total })}
        onIndexChange={setIndex}
      />
      <div className={styles.under}>
        {/* The shown photo's alt text says this already; the caption is for the eyes. */}
        {shown && (
          <p className={styles.caption} aria-hidden="true">
            {caption(shown)}
          </p>
        )}
        <button type="button" className={styles.viewAll} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('view-all', { count: ordered.length })}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <GalleryDialog hotelName={hotelName} groups={groups} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

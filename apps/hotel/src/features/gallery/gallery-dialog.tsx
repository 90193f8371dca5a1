import type { HotelImage } from '@nivaas/api-client/contract';
import { Modal } from '@nivaas/ui';
import { captionOf, srcSetOf } from './gallery-image';
import { categoryLabel, useGalleryT } from './gallery-messages';
import styles from './gallery.module.css';
import { GALLERY_SIZES } from './gallery-sizes';

export interface GalleryDialogProps {
  readonly hotelName: string;
  readonly groups: readonly { readonly category: string; readonly images: readonly HotelImage[] }[];
  readonly onClose: () => void;
}

/** Every photo of the hotel by category, captioned, in a full-screen dialog (focus trapped, Escape closes). */
export default function GalleryDialog({ hotelName, groups, onClose }: GalleryDialogProps) {
  const t = useGalleryT();
  const caption = (image: HotelImage) => captionOf(image, hotelName, categoryLabel(t, image.category));
  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialog.title', { hotel: hotelName })}
      closeLabel={t('dialog.close')}
      size="fullscreen"
    >
      {groups.map((group) => (
        <section key={group.category} className={styles.category}>
          <h3 className={styles.categoryTitle}>
            {categoryLabel(t, group.category)}{' '}
            <span className={styles.count}>{t('category.count', { count: group.images.length })}</span>
          </h3>
          <ul className={styles.grid}>
            {group.images.map((image) => (
              <li key={image.id}>
                <figure className={styles.figure}>
                  <img
                    className={styles.image}
                    src={image.url}
                    srcSet={srcSetOf(image)}
                    sizes={GALLERY_SIZES}
                    width={image.width}
                    height={image.height}
                    // The caption under it says what it shows: the same words as alt text would be read twice.
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption className={styles.figcaption}>{caption(image)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}

import { useResource } from '@nivaas/state';
import { Link } from 'react-router-dom';
import { getContents, ResponsiveImage } from '../../../features/content';
import { listingAdContent } from './listing-ad-content';
import { useListingAdT } from './listing-ad-messages';
import styles from './listing-ad.module.css';

const loadAd = (signal: AbortSignal) =>
  getContents(['adsbanner_content'], signal).then((data) => data['adsbanner_content']);

/**
 * The listing's ad slot (content adsbanner_content): one promotion of the chain's own, labelled as one, between the
 * hotels. It is read once the list is on screen; nothing shows while it loads, when it fails, or when it would lead
 * to this very listing.
 */
export default function ListingAd({ pathname }: { readonly pathname: string }) {
  const t = useListingAdT();
  const ad = useResource('content|adsbanner_content', loadAd);
  const content = ad.status === 'success' ? listingAdContent(ad.data, pathname) : null;
  if (!content) return null;
  return (
    <aside className={styles['ad']} aria-label={t('label')}>
      <span className={styles['label']}>{t('label')}</span>
      <Link to={content.link} className={styles['link']}>
        {content.imageUrl && (
          <ResponsiveImage
            className={styles['image']}
            src={content.imageUrl}
            width={640}
            height={480}
            sizes="(min-width: 672px) 200px, 33vw"
          />
        )}
        <span className={styles['text']}>
          <span className={styles['title']}>{content.title}</span>
          {content.text && <span>{content.text}</span>}
          <span className={styles['cta']}>{content.cta || t('cta')}</span>
        </span>
      </Link>
    </aside>
  );
}

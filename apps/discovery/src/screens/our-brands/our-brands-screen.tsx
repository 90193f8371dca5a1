import { brandPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import { BRAND_PRODUCTS, brandPageTier, useContentT, contentStyles as styles } from '../../features/content';
import { Page } from '@nivaas/ui';

/** /our-brands/: every brand of the chain, each to its page. Names and texts are the chain's own. */
export default function OurBrandsScreen() {
  const t = useContentT();
  return (
    <Page width="full" headingSize="2xl" gap={5} heading={t('brands.title')}>
      <p className={styles['lead']}>{t('brands.lead')}</p>
      <ul className={styles['brands']}>
        {BRAND_PRODUCTS.map((product) => (
          <li key={product} className={styles['brand']}>
            <h2 className={styles['subtitle']}>{t(`brand.${product}.name`)}</h2>
            <span className={styles['tier']}>{t(`tier.${brandPageTier(product)}`)}</span>
            <p className={styles['brandTagline']}>{t(`brand.${product}.tagline`)}</p>
            <p className={styles['note']}>{t(`brand.${product}.body`)}</p>
            <Link to={brandPath(product)} className={styles['action']}>
              {t('brands.see', { brand: t(`brand.${product}.name`) })}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

import { brandPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import { BRAND_PRODUCTS, brandPageTier, useContentT, contentStyles as styles } from '../../features/content';
import { Page, Text, Card, Heading } from '@nivaas/ui';

/** /our-brands/: every brand of the chain, each to its page. Names and texts are the chain's own. */
export default function OurBrandsScreen() {
  const t = useContentT();
  return (
    <Page width="full" headingSize="2xl" gap={5} heading={t('brands.title')}>
      <p className={styles['lead']}>{t('brands.lead')}</p>
      <ul className={styles['brands']}>
        {BRAND_PRODUCTS.map((product) => (
          <Card as="li" key={product} outlined gap="sm">
            <Heading level={2}>{t(`brand.${product}.name`)}</Heading>
            <span className={styles['tier']}>{t(`tier.${brandPageTier(product)}`)}</span>
            <p className={styles['brandTagline']}>{t(`brand.${product}.tagline`)}</p>
            <Text muted size="sm">
              {t(`brand.${product}.body`)}
            </Text>
            <Link to={brandPath(product)} className={styles['action']}>
              {t('brands.see', { brand: t(`brand.${product}.name`) })}
            </Link>
          </Card>
        ))}
      </ul>
    </Page>
  );
}

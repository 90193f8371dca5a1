import { brandPath, type ScreenProps, searchPath, ourBrandsPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import {
  BRAND_PRODUCTS,
  brandPageTier,
  isObject,
  listOf,
  objectOf,
  textOf,
  useContentT,
  ContentStatus,
  WhySection,
  SafeHtml,
  contentStyles as styles,
} from '../../features/content';
import { useFirstView } from '../../features/first-view';
import { brandContentRequest } from './brand-content';
import type { BrandData } from './load-brand';
import { Page, Heading } from '@nivaas/ui';

/**
 * /brands/{product}/ (also /brands/itsy/ and /brands/medalio/). The loader has already turned
 * an unknown product into Not Found. `brand_{product}` ({ title, html }) is shown if the content
 * service has one; the chain's own texts otherwise, with the "why us" points from content. Drawn on
 * the server with the content its loader brought (load-brand.ts); else it reads the content itself.
 */
export default function BrandScreen({ data }: ScreenProps<BrandData>) {
  const t = useContentT();
  const { product } = data;
  const content = useFirstView(data.content, brandContentRequest(product));
  const page = objectOf(content.data, `brand_${product}`);
  const why = listOf(content.data?.['why_nivaas']).filter(isObject);
  const name = t(`brand.${product}.name`);

  return (
    <Page width="full" gap={5}>
      <span className={styles['tier']}>{t(`tier.${brandPageTier(product)}`)}</span>
      <h1 className={styles['title']}>{textOf(page, 'title') || name}</h1>
      <p className={styles['lead']}>{t(`brand.${product}.tagline`)}</p>
      {textOf(page, 'html') ? (
        <SafeHtml html={textOf(page, 'html')} className={styles['prose']} />
      ) : (
        <p>{t(`brand.${product}.body`)}</p>
      )}
      <Link to={searchPath()} className={styles['action']}>
        {t('brand.search')}
      </Link>

      <ContentStatus content={content} lines={4} />
      <WhySection id="brand-why" points={why} />

      <nav aria-labelledby="brand-others" className={styles['stack']}>
        <Heading level={2} id="brand-others">
          {t('brand.others')}
        </Heading>
        <ul className={styles['inlineLinks']}>
          {BRAND_PRODUCTS.filter((p) => p !== product).map((other) => (
            <li key={other}>
              <Link to={brandPath(other)}>{t(`brand.${other}.name`)}</Link>
            </li>
          ))}
          <li>
            <Link to={ourBrandsPath()}>{t('brands.title')}</Link>
          </li>
        </ul>
      </nav>
    </Page>
  );
}

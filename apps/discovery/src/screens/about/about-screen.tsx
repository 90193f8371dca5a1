import { useResource } from '@nivaas/state';
import { brandPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import {
  getContents,
  BRAND_PRODUCTS,
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

/**
 * The content keys of the about page: the "why us" points and the customer-care numbers, plus
 * `about_us` ({ title, html }) should the content service publish one; without it the page's
 * own story (translated) is shown.
 */
const ABOUT_KEYS = ['about_us', 'why_nivaas', 'gdc_customer_care_numbers'] as const;

/** Only a web link the content names is followed outward (WhatsApp); anything else is dropped. */
const httpsUrl = (url: string) => (/^https:\/\/[^\s]+$/.test(url) ? url : null);

/** /aboutus/ */
export default function AboutScreen() {
  const t = useContentT();
  const content = useResource('about', (signal) => getContents(ABOUT_KEYS, signal));
  const about = objectOf(content.data, 'about_us');
  const why = listOf(content.data?.['why_nivaas']).filter(isObject);
  const care = content.data?.['gdc_customer_care_numbers'];
  const phone = textOf(care, 'default');
  const whatsapp = httpsUrl(textOf(care, 'whatsappSupportUrl'));

  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{textOf(about, 'title') || t('about.title')}</h1>
      <p className={styles['lead']}>{t('about.lead')}</p>
      {textOf(about, 'html') ? (
        <SafeHtml html={textOf(about, 'html')} className={styles['prose']} />
      ) : (
        <p>{t('about.story')}</p>
      )}

      <ContentStatus content={content} lines={5} />
      <WhySection id="about-why" points={why} />

      <section className={styles['stack']} aria-labelledby="about-brands">
        <h2 id="about-brands" className={styles['subtitle']}>
          {t('about.brands')}
        </h2>
        <ul className={styles['inlineLinks']}>
          {BRAND_PRODUCTS.map((product) => (
            <li key={product}>
              <Link to={brandPath(product)}>{t(`brand.${product}.name`)}</Link>
            </li>
          ))}
        </ul>
      </section>

      {(phone || whatsapp) && (
        <section className={styles['stack']} aria-labelledby="about-contact">
          <h2 id="about-contact" className={styles['subtitle']}>
            {t('about.contact')}
          </h2>
          <p className={styles['inlineLinks']}>
            {phone && <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{t('about.call', { phone })}</a>}
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                {t('about.whatsapp')}
              </a>
            )}
          </p>
        </section>
      )}
    </div>
  );
}

import { brandPath, type ScreenProps } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import {
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
import { useFirstView } from '../../features/first-view';
import { aboutRequest } from './api/about-content';
import type { AboutFirstView } from './api/load-about';
import { Page, Heading } from '@nivaas/ui';

/** Only a web link the content names is followed outward (WhatsApp); anything else is dropped. */
const httpsUrl = (url: string) => (/^https:\/\/[^\s]+$/.test(url) ? url : null);

/** /aboutus/: drawn on the server with its loader's content (api/load-about.ts); else it reads the content itself. */
export default function AboutScreen({ data }: Partial<Pick<ScreenProps<AboutFirstView | null>, 'data'>>) {
  const t = useContentT();
  const content = useFirstView(data?.content, aboutRequest);
  const about = objectOf(content.data, 'about_us');
  const why = listOf(content.data?.['why_nivaas']).filter(isObject);
  const care = content.data?.['gdc_customer_care_numbers'];
  const phone = textOf(care, 'default');
  const whatsapp = httpsUrl(textOf(care, 'whatsappSupportUrl'));

  return (
    <Page width="full" headingSize="2xl" gap={5} heading={textOf(about, 'title') || t('about.title')}>
      <p className={styles['lead']}>{t('about.lead')}</p>
      {textOf(about, 'html') ? (
        <SafeHtml html={textOf(about, 'html')} className={styles['prose']} />
      ) : (
        <p>{t('about.story')}</p>
      )}

      <ContentStatus content={content} lines={5} />
      <WhySection id="about-why" points={why} />

      <section className={styles['stack']} aria-labelledby="about-brands">
        <Heading level={2} id="about-brands">
          {t('about.brands')}
        </Heading>
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
          <Heading level={2} id="about-contact">
            {t('about.contact')}
          </Heading>
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
    </Page>
  );
}

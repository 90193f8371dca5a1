import { Link } from 'react-router-dom';
import { useShellT } from '../../i18n/shell-messages';
import { useChromeT } from './chrome-messages';
import styles from './site-footer.module.css';
import { useFooterContent } from './use-footer-content';
import { loadBrowserApi } from '../../api/load-browser-api';
import { LanguageSwitch } from './language-switch';

export interface SiteFooterProps {
  /** Shown until (and unless) content gives the customer care number (docs/rules.md 9). */
  readonly customerCarePhone: string;
}

/** Footer: interlinks (SEO content), the customer care number, the WhatsApp support link and the language links. */
export function SiteFooter({ customerCarePhone }: SiteFooterProps) {
  const t = useShellT();
  const tc = useChromeT();
  // The API client is imported when the footer asks for content: not part of the first paint.
  const content = useFooterContent(loadBrowserApi);
  const phone = content.customerCarePhone ?? customerCarePhone;
  return (
    <footer className={styles['footer']}>
      {content.interlinks.length > 0 && (
        <nav aria-label={tc('footer.interlinks')} className={styles['interlinks']}>
          {content.interlinks.map((group) => (
            <section key={group.title} className={styles['group']}>
              <h2 className={styles['groupTitle']}>{group.title}</h2>
              <ul className={styles['links']}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      <p className={styles['contact']}>
        <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{t('footer.customerCare', { phone })}</a>
        {content.whatsappSupportUrl && (
          <a href={content.whatsappSupportUrl} target="_blank" rel="noopener noreferrer">
            {tc('footer.whatsapp')}
          </a>
        )}
      </p>
      <LanguageSwitch />
      {/* A year is a name, not a quantity: never grouped ("2,026"). */}
      <p>{t('footer.rights', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}

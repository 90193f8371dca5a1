import { useLocation } from 'react-router-dom';
import { LOCALE_QUERY, LOCALES, localeCookie, useLocale, type Locale } from '@nivaas/i18n';
import { useChromeT } from './chrome-messages';
import styles from './site-footer.module.css';

/** Each language by its own name, as a visitor who reads only that language looks for it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'en-IN': 'English (India)',
  'en-GB': 'English (UK)',
  'fr-FR': 'Français',
  'hi-IN': 'हिन्दी',
};

/** The order the switch lists them in: India's first. */
const ORDER: readonly Locale[] = ['en-IN', 'hi-IN', 'en-GB', 'fr-FR'];

/**
 * The footer's language links: this page in each of our languages (`?lang=`, drawn by the server in it). Following
 * one keeps the choice in a cookie for every later page (the browser writes it on the click, and again on arrival,
 * bootstrap.tsx); the page reloads, so every text, the server's HTML and the remotes' catalogues change together.
 */
export function LanguageSwitch() {
  const t = useChromeT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const hrefFor = (locale: Locale) => {
    const params = new URLSearchParams(search);
    params.set(LOCALE_QUERY, locale);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t('footer.language')} className={styles['languages']}>
      <ul className={styles['links']}>
        {ORDER.filter((locale) => LOCALES.includes(locale)).map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                event.currentTarget.ownerDocument.cookie = localeCookie(locale);
              }}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

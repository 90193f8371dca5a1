import { homePath, searchPath } from '@nivaas/routes';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { browserDocument } from '@nivaas/state';
import { markNoIndex } from '../../features/seo';
import { useShellT } from '../../i18n/shell-messages';
import styles from './not-found-screen.module.css';

/**
 * docs/rules.md section 2, "anything else": a way on, never a dead end. While it shows, the page is marked `noindex`
 * (features/seo/no-index.ts): it may have gone out with status 200.
 */
export function NotFoundScreen() {
  const t = useShellT();
  useEffect(() => {
    const page = browserDocument();
    return page ? markNoIndex(page) : undefined;
  }, []);
  return (
    <section className={styles['notFound']} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles['title']}>
        {t('notFound.title')}
      </h1>
      <p className={styles['body']}>{t('notFound.body')}</p>
      <div className={styles['actions']}>
        <Link className={styles['primary']} to={searchPath()}>
          {t('notFound.search')}
        </Link>
        <Link className={styles['secondary']} to={homePath()}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

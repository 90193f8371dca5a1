import { homePath, searchPath } from '@nivaas/routes';
import { Link } from 'react-router-dom';
import { useShellT } from '../../i18n/shell-messages';
import styles from './not-found-screen.module.css';

/** SPEC.md section 2, "anything else": a way on, never a dead end. */
export function NotFoundScreen() {
  const t = useShellT();
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

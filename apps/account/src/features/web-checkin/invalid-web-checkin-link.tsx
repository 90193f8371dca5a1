import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { useWebCheckinT } from './web-checkin-messages';
import styles from './web-checkin.module.css';

/** A hash that cannot be one, or one the API does not know: a clear page with the ways on. */
export function InvalidWebCheckinLink() {
  const t = useWebCheckinT();
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('invalid.title')}</h1>
      <p className={styles['text']}>{t('invalid.body')}</p>
      <ul className={styles['links']}>
        <li>
          <Link to={bookingHistoryPath()}>{t('invalid.history')}</Link>
        </li>
        <li>
          <Link to={homePath()}>{t('invalid.home')}</Link>
        </li>
      </ul>
    </div>
  );
}

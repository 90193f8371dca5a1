import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { useCancellationT } from './cancellation-messages';
import styles from './cancellation.module.css';

/** A hash that cannot be one, or one the API does not know (or no longer): a clear page, the ways on. */
export function InvalidCancellationLink() {
  const t = useCancellationT();
  return (
    <div className={styles['invalid']}>
      <h1 className={styles['title']}>{t('invalid.title')}</h1>
      <p>{t('invalid.body')}</p>
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

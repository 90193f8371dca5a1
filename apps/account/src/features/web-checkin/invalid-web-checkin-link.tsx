import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { useWebCheckinT } from './web-checkin-messages';
import { guestLinkStyles as shared } from '../guest-link';
import { Page } from '@nivaas/ui';

/** A hash that cannot be one, or one the API does not know: a clear page with the ways on. */
export function InvalidWebCheckinLink() {
  const t = useWebCheckinT();
  return (
    <Page heading={t('invalid.title')}>
      <p className={shared['text']}>{t('invalid.body')}</p>
      <ul className={shared['links']}>
        <li>
          <Link to={bookingHistoryPath()}>{t('invalid.history')}</Link>
        </li>
        <li>
          <Link to={homePath()}>{t('invalid.home')}</Link>
        </li>
      </ul>
    </Page>
  );
}

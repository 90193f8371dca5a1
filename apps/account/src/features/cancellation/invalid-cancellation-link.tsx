import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { useCancellationT } from './cancellation-messages';
import { guestLinkStyles as shared } from '../guest-link';
import { Page } from '@nivaas/ui';

/** A hash that cannot be one, or one the API does not know (or no longer): a clear page, the ways on. */
export function InvalidCancellationLink() {
  const t = useCancellationT();
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

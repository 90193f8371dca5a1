import { Link } from 'react-router-dom';
import type { Confirmation } from '@nivaas/api-client/contract';
import { bookingHistoryPath } from '@nivaas/routes';
import { sitePath } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';

/** Cancel, check in online, feedback (the account remote's screens, by the links the API gives) and history. */
export function ManageLinks({
  confirmation,
  cancellable,
}: {
  readonly confirmation: Confirmation;
  readonly cancellable: boolean;
}) {
  const t = useConfirmationT();
  const { links } = confirmation;
  const cancel = cancellable ? sitePath(links.cancellation) : null;
  const checkin = sitePath(links.web_checkin);
  const feedback = sitePath(links.feedback);
  return (
    <nav className={styles['section']} aria-labelledby="confirmation-manage">
      <h2 id="confirmation-manage" className={styles['heading']}>
        {t('manage.title')}
      </h2>
      <ul className={styles['linkList']}>
        {checkin && (
          <li>
            <Link to={checkin}>{t('manage.webCheckin')}</Link>
          </li>
        )}
        {cancel && (
          <li>
            <Link to={cancel}>{t('manage.cancel')}</Link>
          </li>
        )}
        {feedback && (
          <li>
            <Link to={feedback}>{t('manage.feedback')}</Link>
          </li>
        )}
        <li>
          <Link to={bookingHistoryPath()}>{t('manage.history')}</Link>
        </li>
      </ul>
    </nav>
  );
}

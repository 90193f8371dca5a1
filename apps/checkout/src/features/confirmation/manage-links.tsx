import { Link } from 'react-router-dom';
import type { Confirmation } from '@nivaas/api-client/contract';
import { bookingHistoryPath, loginPath, loginPhoneOf } from '@nivaas/routes';
import { usePlatform, useStore, type SessionState } from '@nivaas/state';
import { sitePath } from './booking-state';
import { useConfirmationT } from './confirmation-messages';
import styles from './confirmation.module.css';
import { Section } from '@nivaas/ui';

const selectSignedIn = (s: SessionState) => s.isAuthenticated;

/**
 * Where "See all your bookings" leads: the booking history for a signed-in guest; for one who is not, the sign-in
 * page with the booking's number filled in and the history as its redirect (every booking made with a
 * number proven by OTP is in that account's history). Only a +91 mobile is filled in: sign-in codes go by SMS to
 * Indian mobiles. Returns the number filled in, to say so beside the link.
 */
export function historyLinkOf(
  confirmation: Pick<Confirmation, 'guest'>,
  signedIn: boolean,
): { readonly path: string; readonly signInWith: string | null } {
  if (signedIn) return { path: bookingHistoryPath(), signInWith: null };
  const { mobile, country_code: code } = confirmation.guest;
  const phone = code === '+91' ? loginPhoneOf(mobile) : null;
  return {
    path: loginPath(bookingHistoryPath(), phone ? { phone } : {}),
    signInWith: phone ? `${code} ${phone}` : null,
  };
}

/** Cancel, check in online, feedback (the account remote's screens, by the links the API gives) and history. */
export function ManageLinks({
  confirmation,
  cancellable,
}: {
  readonly confirmation: Confirmation;
  readonly cancellable: boolean;
}) {
  const t = useConfirmationT();
  const platform = usePlatform();
  const signedIn = useStore(platform.session.store, selectSignedIn);
  const { links } = confirmation;
  const cancel = cancellable ? sitePath(links.cancellation) : null;
  const checkin = sitePath(links.web_checkin);
  const feedback = sitePath(links.feedback);
  const history = historyLinkOf(confirmation, signedIn);
  return (
    <Section
      as="nav"
      card
      gap="sm"
      className={styles['flush']}
      headingId="confirmation-manage"
      title={t('manage.title')}
    >
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
          <Link to={history.path} aria-describedby={history.signInWith ? 'confirmation-history-hint' : undefined}>
            {t('manage.history')}
          </Link>
          {history.signInWith && (
            <p id="confirmation-history-hint" className={styles['linkHint']}>
              {t('manage.historySignIn', { mobile: history.signInWith })}
            </p>
          )}
        </li>
      </ul>
    </Section>
  );
}

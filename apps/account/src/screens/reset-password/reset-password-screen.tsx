import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bookingHistoryPath, forgotPasswordPath, homePath, type ScreenProps } from '@nivaas/routes';
import { useLinkResource } from '../../features/link-resource';
import { Inline, PageHeading, PageResourceView } from '@nivaas/ui';
import { ResetPasswordForm, resetTokenOf, useResetPasswordApi, useResetPasswordT } from '../../features/reset-password';
import styles from './reset-password-screen.module.css';

/** A page whose heading takes focus when it replaces the form, so the change is read out. */
function Outcome({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className={styles['content']}>
      <PageHeading ref={heading} tabIndex={-1} size="2xl">
        {title}
      </PageHeading>
      {children}
    </div>
  );
}

/**
 * /user/reset-password/{resetToken}/ (cached 1 h: the HTML holds nothing personal; the link is checked and where
 * its code went is shown only once effects run). A bad, used or expired link says so, with the way to ask for a
 * new one; a good one takes the new password twice and the code, then the visitor is signed in.
 */
export default function ResetPasswordScreen({ params }: ScreenProps) {
  const t = useResetPasswordT();
  const api = useResetPasswordApi();
  const token = resetTokenOf(params['resetToken']);
  const [outcome, setOutcome] = useState<'form' | 'expired' | 'done'>('form');
  const link = useLinkResource('reset', token, (resetToken, signal) =>
    api.getPasswordReset({ params: { token: resetToken } }, { signal }),
  );
  const status = link.resource;
  const invalid = link.invalid || outcome === 'expired';

  return (
    <div className={styles['page']}>
      {invalid ? (
        <Outcome title={t('invalid.title')}>
          <p>{t('invalid.body')}</p>
          <Inline as="ul" gap={4} tappable>
            <li>
              <Link to={forgotPasswordPath()}>{t('invalid.again')}</Link>
            </li>
            <li>
              <Link to={homePath()}>{t('home')}</Link>
            </li>
          </Inline>
        </Outcome>
      ) : outcome === 'done' ? (
        <Outcome title={t('done.title')}>
          <p role="status">{t('done.body')}</p>
          <Inline as="ul" gap={4} tappable>
            <li>
              <Link to={bookingHistoryPath()}>{t('done.bookings')}</Link>
            </li>
            <li>
              <Link to={homePath()}>{t('home')}</Link>
            </li>
          </Inline>
        </Outcome>
      ) : (
        <PageResourceView resource={status} t={t}>
          {(reset) =>
            token ? (
              <div className={styles['content']}>
                <PageHeading size="2xl">{t('title')}</PageHeading>
                <p>{t('intro')}</p>
                <ResetPasswordForm
                  token={token}
                  codeSentTo={reset.code_sent_to}
                  onExpired={() => setOutcome('expired')}
                  onDone={() => setOutcome('done')}
                />
              </div>
            ) : null
          }
        </PageResourceView>
      )}
    </div>
  );
}

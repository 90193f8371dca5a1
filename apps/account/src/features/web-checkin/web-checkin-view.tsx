import { useEffect, useRef, useState } from 'react';
import { formatKolkataDateTime } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { WebCheckin } from './web-checkin-types';
import { WebCheckinDone } from './web-checkin-done';
import { WebCheckinForm, type WebCheckinAnswers } from './web-checkin-form';
import { useWebCheckinT } from './web-checkin-messages';
import { webCheckinPhase } from './web-checkin-rules';
import { WebCheckinStay } from './web-checkin-stay';
import { useWebCheckinSubmit } from './use-web-checkin-submit';
import { guestLinkStyles as shared } from '../guest-link';
import { Page } from '@nivaas/ui';

export interface WebCheckinViewProps {
  readonly hash: string;
  readonly checkin: WebCheckin;
  /** The clock the window is read against (the API's `open` decides while it is open). */
  readonly now?: () => Date;
}

/**
 * /web-checkin/{hash}/ once loaded: before the window "opens on <date, time>" (Kolkata) and no form; after it,
 * for a stay that ended (never the form, even checked in) or for a booking that is not confirmed, a clear message; while open, the form; once done, "You're checked in"
 * with the details and "Edit details" while the window is open.
 */
export function WebCheckinView({ hash, checkin: loaded, now = () => new Date() }: WebCheckinViewProps) {
  const t = useWebCheckinT();
  const locale = useLocale();
  const { checkin, submitting, failure, submit } = useWebCheckinSubmit(hash, loaded);
  const [editing, setEditing] = useState(false);
  const phase = webCheckinPhase(checkin, now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPhase = useRef(phase);

  useEffect(() => {
    // Checked in here (not on arrival): the news is the heading, so focus goes to it.
    if (phase !== firstPhase.current) headingRef.current?.focus();
  }, [phase]);

  const send = async (answers: WebCheckinAnswers) => {
    if (await submit(answers)) setEditing(false);
  };
  const failureText = failure === undefined ? null : (failure ?? t('failed.generic'));
  const opensOn = formatKolkataDateTime(checkin.opens_at, locale);
  let body: React.ReactNode;
  let title = t('title');
  if (phase === 'checkedIn' && !editing) {
    title = t('title.done');
    body = <WebCheckinDone checkin={checkin} onEdit={checkin.open ? () => setEditing(true) : undefined} />;
  } else if (phase === 'open' || (phase === 'checkedIn' && editing)) {
    body = (
      <WebCheckinForm
        checkin={checkin}
        submitting={submitting}
        failure={failureText}
        onSubmit={(answers) => void send(answers)}
        onCancelEdit={editing ? () => setEditing(false) : undefined}
      />
    );
  } else if (phase === 'notYet') {
    title = opensOn ? t('notYet.title', { time: opensOn }) : t('title');
    body = <p className={shared['text']}>{t('notYet.body')}</p>;
  } else if (phase === 'closed') {
    title = t('closed.title');
    body = <p className={shared['text']}>{t('closed.body')}</p>;
  } else if (phase === 'ended') {
    title = t('ended.title');
    body = <p className={shared['text']}>{t('ended.body')}</p>;
  } else {
    const key = ['CANCEL', 'PENDING_PAYMENT', 'EXPIRED'].includes(checkin.status)
      ? (`notConfirmed.${checkin.status}` as 'notConfirmed.CANCEL')
      : 'notConfirmed.other';
    body = <p className={shared['text']}>{t(key)}</p>;
  }

  return (
    <Page heading={title} headingProps={{ ref: headingRef, tabIndex: -1 }}>
      {phase === 'checkedIn' && !editing && (
        <p role="status" className={`${shared['badge']} ${shared['checkedIn']}`}>
          {checkin.status_display_text}
        </p>
      )}
      {body}
      <WebCheckinStay checkin={checkin} />
    </Page>
  );
}

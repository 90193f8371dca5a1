import { Link } from 'react-router-dom';
import { bookingHistoryPath, homePath } from '@nivaas/routes';
import { Inline, Page } from '@nivaas/ui';
import shared from './guest-link.module.css';

/**
 * A link's token that cannot be one, or one the API does not know (or no longer): a clear page and the ways on, in
 * the words of the link's own catalogue.
 */
export function InvalidGuestLink({
  t,
}: {
  readonly t: (key: 'invalid.title' | 'invalid.body' | 'invalid.history' | 'invalid.home') => string;
}) {
  return (
    <Page heading={t('invalid.title')}>
      <p className={shared['text']}>{t('invalid.body')}</p>
      <Inline as="ul" gap={4} tappable>
        <li>
          <Link to={bookingHistoryPath()}>{t('invalid.history')}</Link>
        </li>
        <li>
          <Link to={homePath()}>{t('invalid.home')}</Link>
        </li>
      </Inline>
    </Page>
  );
}

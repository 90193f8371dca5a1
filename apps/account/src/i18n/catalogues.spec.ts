import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the account remote (README.md here), checked as libs/i18n/README.md says.
describeCatalogues({
  remote: 'account',
  root: join(__dirname, '..'),
  expected: [
    'screens/booking-history/booking-history-messages.ts',
    'features/booking-detail/booking-detail-messages.ts',
    'features/cancellation/cancellation-messages.ts',
    'features/web-checkin/web-checkin-messages.ts',
    'features/feedback/feedback-messages.ts',
    'features/reset-password/reset-password-messages.ts',
    'features/profile/profile-messages.ts',
    'screens/update-profile/update-profile-messages.ts',
    'screens/rewards/rewards-messages.ts',
    'screens/introducing-rewards/introducing-rewards-messages.ts',
  ],
});

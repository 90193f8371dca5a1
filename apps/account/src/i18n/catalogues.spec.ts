import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the account remote (README.md here), checked as libs/i18n/README.md says.
describeCatalogues({
  remote: 'account',
  root: join(__dirname, '..'),
  expected: ['screens/booking-history/booking-history-messages.ts'],
});

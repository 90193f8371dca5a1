import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the checkout remote (README.md here), checked as libs/i18n/README.md says.
describeCatalogues({
  remote: 'checkout',
  root: join(__dirname, '..'),
  expected: ['screens/itinerary/itinerary-messages.ts'],
});

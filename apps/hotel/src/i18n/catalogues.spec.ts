import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the hotel remote (README.md here), checked as libs/i18n/README.md says.
describeCatalogues({
  remote: 'hotel',
  root: join(__dirname, '..'),
  expected: ['screens/hotel-details/hotel-details-messages.ts', 'features/rooms/rooms-messages.ts'],
});

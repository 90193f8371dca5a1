import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the discovery remote, checked as libs/i18n/README.md says: French and Hindi complete.
describeCatalogues({
  remote: 'discovery',
  root: join(__dirname, '..'),
  expected: [
    'screens/home/home-messages.ts',
    'screens/listing/i18n/listing-messages.ts',
    'screens/search/search-messages.ts',
    'screens/cities/cities-messages.ts',
    'features/content/content-messages.ts',
    'features/search-widget/search-widget-messages.ts',
  ],
});

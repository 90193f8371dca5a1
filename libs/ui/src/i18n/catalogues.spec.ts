import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every component's default texts (`<component>-messages.ts`), checked as libs/i18n/README.md says.
describeCatalogues({
  remote: 'ui',
  root: join(__dirname, '..'),
  expected: ['chip/chip-messages.ts', 'otp-flow/otp-flow-messages.ts', 'hotel-card/hotel-card-messages.ts'],
});

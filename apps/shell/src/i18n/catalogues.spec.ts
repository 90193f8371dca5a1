import { join } from 'node:path';
import { describeCatalogues } from '@nivaas/i18n/testing';

// Every `*-messages.ts` of the shell, checked as libs/i18n/README.md says: French and Hindi complete.
describeCatalogues({
  remote: 'shell',
  root: join(__dirname, '..'),
  expected: [
    'i18n/shell-messages.ts',
    'features/chrome/chrome-messages.ts',
    'features/auth/auth-messages.ts',
    'features/auth/account-messages.ts',
    'features/login-interrupt/login-interrupt-messages.ts',
  ],
});

import { ALL_LOCALES, loadDefinedCatalogues } from '@nivaas/i18n';
import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

// Component specs check accessibility with jest-axe (no serious or critical violations).
expect.extend(toHaveNoViolations);

// Every locale's texts, as a server has them: a spec draws screens in any language at once, without waiting for the
// lazy catalogue files a browser fetches for its one locale (@nivaas/i18n defineCatalogues).
beforeAll(() => loadDefinedCatalogues(ALL_LOCALES));

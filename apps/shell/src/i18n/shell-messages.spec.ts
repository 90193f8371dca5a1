import { createTranslate } from '@nivaas/i18n';
import { SHELL_CATALOGUES } from './shell-messages';

describe("the shell's texts", () => {
  it('fills placeholders and falls back to en-GB for a missing translation', () => {
    expect(createTranslate(SHELL_CATALOGUES, 'fr-FR')('remote.retry')).toBe('Réessayer');
    expect(createTranslate(SHELL_CATALOGUES, 'en-IN')('footer.customerCare', { phone: '1800' })).toBe(
      'Customer care: 1800',
    );
  });

  it('has a French text for every English one', () => {
    const english = Object.keys(SHELL_CATALOGUES['en-GB']);
    expect(Object.keys(SHELL_CATALOGUES['fr-FR'] ?? {}).sort()).toEqual(english.sort());
  });
});

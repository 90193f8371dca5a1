import { createTranslate, pickLocale } from './translate';

describe('translation layer', () => {
  it('picks the visitor locale when supported, en-IN otherwise', () => {
    expect(pickLocale(['fr-FR'])).toBe('fr-FR');
    expect(pickLocale(['fr-CA'])).toBe('fr-FR');
    expect(pickLocale(['en-gb'])).toBe('en-GB');
    expect(pickLocale(['de-DE'])).toBe('en-IN');
  });

  it('fills placeholders and falls back to en-GB for a missing translation', () => {
    expect(createTranslate('fr-FR')('remote.retry')).toBe('Réessayer');
    expect(createTranslate('en-IN')('footer.customerCare', { phone: '1800' })).toBe('Customer care: 1800');
  });

  it("given an unknown key, then it logs 'Translation failed' and shows the default text", () => {
    const log = jest.fn();
    const t = createTranslate('en-GB', log);
    expect(t('no.such.key' as never)).toBe('no.such.key');
    expect(log).toHaveBeenCalledWith('Translation failed', { key: 'no.such.key', locale: 'en-GB' });
  });
});

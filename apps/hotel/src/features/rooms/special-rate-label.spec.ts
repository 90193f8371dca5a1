import { createTranslate } from '@nivaas/i18n';
import { ROOMS_MESSAGES } from './rooms-messages';
import { specialRateLabel } from './special-rate-label';

const en = createTranslate(ROOMS_MESSAGES, 'en-GB');
const fr = createTranslate(ROOMS_MESSAGES, 'fr-FR');
const content = { new_year: 'New Year special: 15% off' };

describe('specialRateLabel (the tag of a special rate, only where the prices mark one)', () => {
  it('given a plan the prices do not mark, then no tag, whatever the content says', () => {
    expect(specialRateLabel(null, content, 'en-GB', en)).toBeNull();
  });

  it("given a New Year plan on an English page, then the content's text", () => {
    expect(specialRateLabel('new_year', content, 'en-IN', en)).toBe('New Year special: 15% off');
  });

  it('given a French page or no content yet, then the catalogue’s words', () => {
    expect(specialRateLabel('new_year', content, 'fr-FR', fr)).toBe('Tarif spécial Nouvel An');
    expect(specialRateLabel('new_year', {}, 'en-GB', en)).toBe('New Year special');
    expect(specialRateLabel('new_year', { new_year: '   ' }, 'en-GB', en)).toBe('New Year special');
  });
});

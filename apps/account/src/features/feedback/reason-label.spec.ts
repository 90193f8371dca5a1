import { createTranslate } from '@nivaas/i18n';
import { FEEDBACK_MESSAGES, reasonLabel } from './feedback-messages';

describe('a feedback choice’s label', () => {
  it('is the page’s language for the choices the API offers, and as sent for one the catalogue does not know', () => {
    const hindi = createTranslate(FEEDBACK_MESSAGES, 'hi-IN');
    const french = createTranslate(FEEDBACK_MESSAGES, 'fr-FR');
    expect(reasonLabel(french, 'Value for money')).toBe('Rapport qualité-prix');
    expect(reasonLabel(hindi, 'Wi-Fi')).toBe('वाई-फ़ाई');
    expect(reasonLabel(createTranslate(FEEDBACK_MESSAGES, 'en-IN'), 'Cleanliness')).toBe('Cleanliness');
    expect(reasonLabel(french, 'Rooftop view')).toBe('Rooftop view');
  });
});

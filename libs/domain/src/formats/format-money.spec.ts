import fc from 'fast-check';
import { formatInr, formatNumber } from './format-money';

// Intl separates with narrow no-break spaces in French: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatInr (docs/conventions.md 12: every amount through one INR formatter, per locale)', () => {
  it('groups in lakhs for en-IN, in thousands for en-GB, and writes French for fr-FR', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(123456, 'en-GB')).toBe('₹123,456');
    expect(plain(formatInr(123456, 'fr-FR'))).toBe('123 456 ₹');
  });

  it('shows whole rupees', () => {
    expect(formatInr(1499.6)).toBe('₹1,500');
  });

  // Regression: a rounded negative saving below half a rupee showed as "-₹0".
  it('property: an amount that rounds to zero never shows a minus sign', () => {
    fc.assert(fc.property(fc.double({ min: -0.49, max: 0.49, noNaN: true }), (x) => !formatInr(x).includes('-')));
  });
});

describe('formatNumber', () => {
  it('formats counts and ratings per locale', () => {
    expect(formatNumber(1234, 'en-GB')).toBe('1,234');
    expect(plain(formatNumber(1234, 'fr-FR'))).toBe('1 234');
    expect(formatNumber(4.25, 'fr-FR', 1)).toBe('4,3');
    expect(formatNumber(-0, 'en-IN')).toBe('0');
  });
});

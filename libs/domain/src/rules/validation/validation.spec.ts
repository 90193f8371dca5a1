import fc from 'fast-check';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import { isValidGstin } from './is-valid-gstin';
import { isValidPhoneCountryCode } from './is-valid-phone-country-code';

describe('isValidEmail (SPEC.md section 5: email, standard address format)', () => {
  it.each(['guest@example.com', 'a.b+tag@mail.co.in', ' padded@example.in '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', '@example.com', 'a@.com', 'a b@example.com', 'a@example..com'])('rejects "%s"', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
  it('rejects non-strings', () => expect(isValidEmail(undefined)).toBe(false));
});

describe('isValidPhoneCountryCode (SPEC.md section 5: plus sign then 1 to 9 digits or hyphens)', () => {
  it.each(['+91', '+1', '+1-684', '+123456789', '+---'])('accepts %s', (c) =>
    expect(isValidPhoneCountryCode(c)).toBe(true),
  );
  it.each(['91', '+', '+1234567890', '+9a', ' +91', null])('rejects %s', (c) =>
    expect(isValidPhoneCountryCode(c)).toBe(false),
  );
  it('property: "+" followed by 1-9 digits is valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,9}$/), (d) => expect(isValidPhoneCountryCode(`+${d}`)).toBe(true)),
    );
  });
});

describe('isValidGstin (SPEC.md section 5: 2 digits, 5 capitals, 4 digits, 1 capital, 1-9 or A-Z, Z, one alphanumeric)', () => {
  it.each(['27AAPFU0939F1ZV', '29ABCDE1234FAZ5', '07AAACB1234C9Z0'])('accepts %s', (g) =>
    expect(isValidGstin(g)).toBe(true),
  );
  it.each([
    ['lower case', '27aapfu0939f1zv'],
    ['0 in the 13th place', '27AAPFU0939F0ZV'],
    ['no Z in the 14th place', '27AAPFU0939F1XV'],
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['letters where digits go', 'A7AAPFU0939F1ZV'],
    ['null', null],
  ])('rejects %s', (_why, g) => expect(isValidGstin(g)).toBe(false));
});

describe('isBlank (SPEC.md section 5: text blank check on trimmed strings)', () => {
  it('is true for empty, whitespace-only, null and undefined', () => {
    for (const t of ['', '   ', '\n\t', null, undefined]) expect(isBlank(t)).toBe(true);
  });
  it('property: a string with a non-space character is not blank', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z0-9]$/), fc.string(), (a, c, b) =>
        expect(isBlank(`${a}${c}${b}`)).toBe(false),
      ),
    );
  });
});

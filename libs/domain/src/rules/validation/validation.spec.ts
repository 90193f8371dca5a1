import fc from 'fast-check';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import { gstinCheckCharacter } from './gstin-check-character';
import { gstinProblem, isValidGstin } from './is-valid-gstin';
import { isValidPhoneCountryCode } from './is-valid-phone-country-code';

describe('isValidEmail (docs/rules.md section 5: email, standard address format)', () => {
  it.each(['guest@example.com', 'a.b+tag@mail.co.in', ' padded@example.in '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', '@example.com', 'a@.com', 'a b@example.com', 'a@example..com'])('rejects "%s"', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
  it('rejects non-strings', () => expect(isValidEmail(undefined)).toBe(false));
});

describe('isValidPhoneCountryCode (docs/rules.md section 5: plus sign then 1 to 9 digits or hyphens)', () => {
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

describe('isValidGstin (docs/rules.md section 5: 2 digits, 5 capitals, 4 digits, 1 capital, 1-9 or A-Z, Z, one alphanumeric)', () => {
  it.each(['27AAPFU0939F1ZV', '29ABCDE1234FAZN', '07AAACB1234C9Z9', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])(
    'accepts %s',
    (g) => expect(isValidGstin(g)).toBe(true),
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

describe('isBlank (docs/rules.md section 5: text blank check on trimmed strings)', () => {
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

// Regression: a GSTIN with a wrong check character was accepted, saved, and then could not be removed.
describe('GSTIN check character (GSTN mod 36 over the first 14)', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    ['29ABCDE1234F1Z', 'W'],
    ['07AAACB1234C9Z', '9'],
  ])('%s checks to %s', (first14, check) => expect(gstinCheckCharacter(first14)).toBe(check));

  it.each([
    ['27AAPFU0939F1ZW', 'a wrong check character'],
    ['29ABCDE1234F1Z5', 'a made-up example'],
    ['27AAPFU0938F1ZV', 'one digit mistyped'],
    ['27AAPUF0939F1ZV', 'two letters swapped'],
  ])('refuses %s (%s) as a wrong check character', (g) => {
    expect(isValidGstin(g)).toBe(false);
    expect(gstinProblem(g)).toBe('check');
  });

  it('tells a wrong shape from a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem(undefined)).toBe('format');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('reads nothing but 14 capitals or digits', () => {
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1Z!')).toBeNull();
  });

  it('property: exactly one of the 36 last characters is accepted for any valid first 14', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const first14 = fc.stringMatching(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]$/).map((head) => `${head}Z`);
    fc.assert(
      fc.property(first14, (head) => {
        const accepted = [...alphabet].filter((c) => isValidGstin(`${head}${c}`));
        expect(accepted).toEqual([gstinCheckCharacter(head)]);
      }),
    );
  });
});

import { validatePhone } from './validate-phone';

describe('validatePhone: the country code by docs/rules.md section 5, the number by libphonenumber-js', () => {
  it('accepts an Indian mobile number with +91 (the default prefix)', async () => {
    expect(await validatePhone('+91', '9876543210')).toBeNull();
  });
  it.each(['91', '+', '+1234567890', '+9a', ''])('rejects the country code %p', async (code) => {
    expect(await validatePhone(code, '9876543210')).toBe('invalid-country-code');
  });
  it.each(['12345', '98765432101', '', '0000000000'])('rejects the +91 number %p', async (number) => {
    expect(await validatePhone('+91', number)).toBe('invalid-number');
  });
  it('rejects an Indian landline, since the code goes by SMS', async () => {
    expect(await validatePhone('+91', '2223456789')).toBe('invalid-number');
  });
  it('checks other countries by their own rules', async () => {
    expect(await validatePhone('+44', '7911123456')).toBeNull();
    expect(await validatePhone('+44', '12')).toBe('invalid-number');
  });
});

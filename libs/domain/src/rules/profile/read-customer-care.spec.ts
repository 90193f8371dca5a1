import fc from 'fast-check';
import { readCustomerCare } from './read-customer-care';

describe('readCustomerCare (docs/rules.md section 3: gdcCustomerCareNumbers content)', () => {
  it('reads the number as shown, its tel: digits and a WhatsApp link to WhatsApp only', () => {
    expect(
      readCustomerCare({ default: ' +91 80 4719 8000 ', whatsappSupportUrl: 'https://wa.me/918047198001' }),
    ).toEqual({ phone: '+91 80 4719 8000', dial: '+918047198000', whatsappUrl: 'https://wa.me/918047198001' });
    expect(readCustomerCare({ default: '080-4719 8000', whatsappSupportUrl: 'https://evil.example/' })).toEqual({
      phone: '080-4719 8000',
      dial: '08047198000',
      whatsappUrl: null,
    });
  });
  it('gives null for anything that is not a number to call', () => {
    for (const value of [
      null,
      'x',
      {},
      { default: 'call us' },
      { default: '12345' },
      { default: ['javascript', '1'].join(':') },
    ]) {
      expect(readCustomerCare(value)).toBeNull();
    }
    fc.assert(fc.property(fc.anything(), (value) => void readCustomerCare(value)));
  });
});

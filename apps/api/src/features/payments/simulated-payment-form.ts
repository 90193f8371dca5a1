import type { PaymentMethodCode } from '@nivaas/api-client/contract';

export const METHODS: readonly { code: PaymentMethodCode; label: string }[] = [
  { code: 'upi', label: 'UPI' },
  { code: 'card', label: 'Card' },
  { code: 'netbanking', label: 'Net banking' },
  { code: 'wallet', label: 'Wallet' },
];
export const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'];
export const WALLETS = ['Paytm', 'PhonePe', 'Amazon Pay', 'Mobikwik'];

export type FormFields = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const isMethod = (value: string | undefined): value is PaymentMethodCode =>
  METHODS.some((m) => m.code === value);

/** Luhn checksum of a card number's digits (what every card network's numbers satisfy). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY that is not before the current month (a card is valid to the end of its expiry month). */
export function expiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The simulated gateway checks what a real one would before it takes money, field by field, with a
 * message per field for the page to show next to it. Nothing is stored: the fields only gate the payment.
 */
export function checkPaymentFields(method: PaymentMethodCode, f: FormFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (method === 'upi') {
    if (!/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/.test((f['vpa'] ?? '').trim()))
      errors['vpa'] = 'Enter a UPI ID like name@bank';
  } else if (method === 'card') {
    const digits = (f['card_number'] ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors['card_number'] = 'Enter a valid card number';
    if (!expiryValid(f['expiry'] ?? '', now)) errors['expiry'] = 'Enter an expiry date MM/YY that has not passed';
    if (!/^\d{3,4}$/.test((f['cvv'] ?? '').trim())) errors['cvv'] = 'Enter the 3 or 4 digit CVV';
    if (!(f['card_name'] ?? '').trim()) errors['card_name'] = 'Enter the name on the card';
  } else if (method === 'netbanking') {
    if (!BANKS.includes(f['bank'] ?? '')) errors['bank'] = 'Choose your bank';
  } else if (!WALLETS.includes(f['wallet'] ?? '')) errors['wallet'] = 'Choose your wallet';
  return errors;
}

import type { GuestDetails } from '@nivaas/api-client/contract';
import { type PhoneProblem } from '@nivaas/domain/sign-in';
import { gstinProblem, isBlank, isValidEmail, isValidPhoneCountryCode } from '@nivaas/domain/validation';

/** What the guest form holds, as typed. */
export interface GuestValues {
  readonly name: string;
  readonly countryCode: string;
  /** National number, digits only. */
  readonly mobile: string;
  readonly email: string;
  /** "I have a GST number (business travel)": never pre-ticked, opened for a corporate user. */
  readonly hasGst: boolean;
  readonly gstin: string;
  readonly companyName: string;
  readonly companyAddress: string;
  /** WhatsApp updates: never pre-ticked. */
  readonly whatsapp: boolean;
}

export const EMPTY_GUEST: GuestValues = {
  name: '',
  countryCode: '+91',
  mobile: '',
  email: '',
  hasGst: false,
  gstin: '',
  companyName: '',
  companyAddress: '',
  whatsapp: false,
};

/** The fields that can be wrong, in the order of the form (the first wrong one takes focus). */
export const GUEST_FIELDS = ['name', 'mobile', 'email', 'gstin', 'companyName', 'companyAddress'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

export type GuestProblem =
  | 'name.required'
  | 'name.too-long'
  | 'mobile.required'
  | 'mobile.invalid'
  | 'mobile.country-code'
  | 'email.invalid'
  | 'gstin.required'
  | 'gstin.invalid'
  | 'gstin.check'
  | 'companyName.required'
  | 'companyAddress.required';

export type GuestErrors = Readonly<Partial<Record<GuestField, GuestProblem>>>;

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * The phone check before libphonenumber has answered (it loads on demand): an Indian mobile for +91, else
 * 4 to 15 digits (the contract's GuestMobile) under a valid calling code (docs/rules.md 5).
 */
export function quickPhoneProblem(countryCode: string, mobile: string): PhoneProblem | null {
  if (!isValidPhoneCountryCode(countryCode)) return 'invalid-country-code';
  if (countryCode === '+91') return INDIAN_MOBILE.test(mobile) ? null : 'invalid-number';
  return /^\d{4,15}$/.test(mobile) ? null : 'invalid-number';
}

/**
 * Checks the guest form (docs/rules.md 5: blank check on trimmed text, email format, calling code, GSTIN), the
 * phone by `phoneProblem` (libs/domain's validatePhone, which accepts a foreign number by its country's rules).
 */
export function validateGuest(values: GuestValues, phoneProblem: PhoneProblem | null): GuestErrors {
  const errors: Partial<Record<GuestField, GuestProblem>> = {};
  if (isBlank(values.name)) errors.name = 'name.required';
  else if (values.name.trim().length > 120) errors.name = 'name.too-long';
  if (!values.mobile) errors.mobile = 'mobile.required';
  else if (phoneProblem === 'invalid-country-code') errors.mobile = 'mobile.country-code';
  else if (phoneProblem) errors.mobile = 'mobile.invalid';
  if (!isBlank(values.email) && !isValidEmail(values.email)) errors.email = 'email.invalid';
  if (values.hasGst) {
    const gstin = values.gstin.trim().toUpperCase();
    const problem = gstin ? gstinProblem(gstin) : null;
    if (!gstin) errors.gstin = 'gstin.required';
    else if (problem) errors.gstin = problem === 'check' ? 'gstin.check' : 'gstin.invalid';
    if (isBlank(values.companyName)) errors.companyName = 'companyName.required';
    if (isBlank(values.companyAddress)) errors.companyAddress = 'companyAddress.required';
  }
  return errors;
}

/** The three GST fields are all empty (after trimming): no GST details. */
export const gstFieldsBlank = (values: GuestValues): boolean =>
  isBlank(values.gstin) && isBlank(values.companyName) && isBlank(values.companyAddress);

/** The API's GuestDetails of valid values: trimmed, the GST fields only when the box is ticked. */
export function toGuestDetails(values: GuestValues): GuestDetails {
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    mobile: values.mobile,
    country_code: values.countryCode,
    ...(email ? { email } : {}),
    ...(values.hasGst
      ? {
          gstin: values.gstin.trim().toUpperCase(),
          company_name: values.companyName.trim(),
          company_address: values.companyAddress.trim(),
        }
      : {}),
    hasOptedForWhatsapp: values.whatsapp,
  };
}

/** A stored or API phone as national digits: a leading +91 / 91 of a 12-digit Indian number dropped. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.slice(0, 15);
}

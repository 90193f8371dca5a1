import { isBlank } from '../validation/is-blank';
import { isValidEmail } from '../validation/is-valid-email';
import { gstinProblem } from '../validation/is-valid-gstin';

/** What the profile form holds (as typed). */
export interface ProfileDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly gstin: string;
  readonly companyName: string;
  readonly companyAddress: string;
}

/** The fields in the form's order: the first with a problem takes the focus. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'gstin', 'companyName', 'companyAddress'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** `gstin`: not a GSTIN's shape; `gstin-check`: the shape, but its last character does not match the rest (a typo). */
export type ProfileProblem = 'required' | 'too-long' | 'email' | 'gstin' | 'gstin-check' | 'required-with-gstin';

/** The contract's limits (ProfileUpdateBody, GstinBody, Email). */
export const PROFILE_LIMITS: Readonly<Record<ProfileField, number>> = {
  firstName: 60,
  lastName: 60,
  email: 120,
  gstin: 15,
  companyName: 120,
  companyAddress: 300,
};

/** A GSTIN as the form keeps it: capitals, no spaces (docs/rules.md 5's pattern is upper-case). */
export const normalizeGstin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

export interface GstDetails {
  readonly gstin: string;
  readonly company_name: string;
  readonly company_address: string;
}

/** The GST details to save, trimmed; null when all three are blank (no GST). */
export function gstDetailsOf(draft: ProfileDraft): GstDetails | null {
  const details = {
    gstin: normalizeGstin(draft.gstin),
    company_name: draft.companyName.trim(),
    company_address: draft.companyAddress.trim(),
  };
  return isBlank(details.gstin) && isBlank(details.company_name) && isBlank(details.company_address) ? null : details;
}

/**
 * docs/rules.md section 5 on the profile form: a first name (blank check on the trimmed text), an email in the standard
 * format when one is given, and GST details either all blank (no GST: saved ones are removed) or a valid GSTIN
 * (its shape and its check character) with the company's name and address. Each text within the contract's limit. Returns the problems in the form's order (empty when valid).
 */
export function validateProfile(draft: ProfileDraft): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  const gst = gstDetailsOf(draft);
  const check = (field: ProfileField, value: string, rule: () => ProfileProblem | null) => {
    const problem = value.trim().length > PROFILE_LIMITS[field] ? 'too-long' : rule();
    if (problem) problems[field] = problem;
  };
  check('firstName', draft.firstName, () => (isBlank(draft.firstName) ? 'required' : null));
  check('lastName', draft.lastName, () => null);
  check('email', draft.email, () => (!isBlank(draft.email) && !isValidEmail(draft.email) ? 'email' : null));
  check('gstin', normalizeGstin(draft.gstin), () => {
    if (gst === null) return null;
    if (isBlank(gst.gstin)) return 'required-with-gstin';
    const problem = gstinProblem(gst.gstin);
    return problem === 'check' ? 'gstin-check' : problem === 'format' ? 'gstin' : null;
  });
  check('companyName', draft.companyName, () => (gst && isBlank(gst.company_name) ? 'required-with-gstin' : null));
  check('companyAddress', draft.companyAddress, () =>
    gst && isBlank(gst.company_address) ? 'required-with-gstin' : null,
  );
  return problems;
}

/** @nivaas/domain/validation: Validation of what guests type, and the profile form (docs/rules.md 5). */
export { isValidEmail } from './rules/validation/is-valid-email';
export { isValidPhoneCountryCode } from './rules/validation/is-valid-phone-country-code';
export { gstinProblem, isValidGstin, type GstinProblem } from './rules/validation/is-valid-gstin';
export { gstinCheckCharacter } from './rules/validation/gstin-check-character';
export { isBlank } from './rules/validation/is-blank';
export { normalizeFirstName, toUserProfile, type LoginUser, type UserProfile } from './rules/profile/to-user-profile';
export {
  gstDetailsOf,
  normalizeGstin,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  validateProfile,
  type GstDetails,
  type ProfileDraft,
  type ProfileField,
  type ProfileProblem,
} from './rules/profile/validate-profile';
export {
  CUSTOMER_CARE_CONTENT_KEY,
  readCustomerCare,
  type CustomerCareContacts,
} from './rules/profile/read-customer-care';

/** @nivaas/domain/validation: Validation of what guests type, and the profile form (docs/rules.md 5). */
export {
  gstinCheckCharacter,
  gstinProblem,
  type GstinProblem,
  isBlank,
  isValidEmail,
  isValidGstin,
  isValidPhoneCountryCode,
} from './rules/validation/validation';
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

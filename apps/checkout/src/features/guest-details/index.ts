export { GuestForm, type GuestFormProps } from './guest-form';
export {
  useGuestForm,
  guestFieldId,
  type GuestForm as GuestFormState,
  type UseGuestFormOptions,
} from './use-guest-form';
export type { GuestDetailsApi } from './guest-details-api';
export { validateGuest, toGuestDetails, quickPhoneProblem, EMPTY_GUEST, type GuestValues } from './guest-values';
export { readGuestDraft, writeGuestDraft, clearGuestDraft } from './guest-draft';

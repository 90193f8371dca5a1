import type { Checkout } from '@nivaas/api-client/contract';
import type { UserProfile } from '@nivaas/domain/validation';
import type { PhonepeGuestDetails } from '@nivaas/state';
import { EMPTY_GUEST, nationalDigits, type GuestValues } from './guest-values';

export interface PrefillSources {
  readonly checkout: Checkout;
  /** The signed-in guest's profile (null for a visitor who is not signed in). */
  readonly profile: UserProfile | null;
  /** The PhonePe app's guest details, used only for a visitor who is not signed in. */
  readonly phonepeGuest: PhonepeGuestDetails | null;
}

/**
 * The form's first values: the itinerary's guest (the pending booking's, or the signed-in user's as the API
 * knows them), then the profile, then the PhonePe app's guest details. The GST section is opened and filled only
 * when the itinerary names a company (a corporate user, docs/rules.md 6); the WhatsApp box is never ticked here.
 */
export function guestPrefill({ checkout, profile, phonepeGuest }: PrefillSources): GuestValues {
  const user = checkout.user;
  const other = profile ?? phonepeGuest;
  const gst = user.gst_details;
  const hasCompany = Boolean(gst && gst.organization_name.trim());
  return {
    ...EMPTY_GUEST,
    name: user.name.trim() || other?.name.trim() || '',
    mobile: nationalDigits(user.contact_number || other?.mobile || ''),
    email: user.email.trim() || other?.email?.trim() || '',
    ...(gst && hasCompany
      ? {
          hasGst: true,
          gstin: gst.gstin,
          companyName: gst.organization_name,
          companyAddress: gst.organization_address,
        }
      : {}),
  };
}

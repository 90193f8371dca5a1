import { useEffect, useRef } from 'react';
import type { Checkout } from '@nivaas/api-client/contract';
import type { UserProfile } from '@nivaas/domain/validation';
import type { KeyValueStorage, PhonepeGuestDetails } from '@nivaas/state';
import { clearGuestDraft, readGuestDraft, writeGuestDraft } from './guest-draft';
import { guestPrefill } from './guest-prefill';
import type { GuestValues } from './guest-values';

export interface GuestPrefillOptions {
  readonly checkout: Checkout | null;
  readonly signedIn: boolean;
  readonly profile: UserProfile | null;
  readonly phonepeGuest: PhonepeGuestDetails | null;
  readonly draftStorage: KeyValueStorage;
  readonly values: GuestValues;
  /** The first values of an itinerary, and whether they are the tab's draft. */
  readonly filled: (first: GuestValues, fromDraft: boolean) => void;
}

const BOOKED = (checkout: Checkout) =>
  checkout.order_id !== null && !['draft', 'pending', 'created'].includes(checkout.status);

/**
 * Pre-fills once per itinerary (the tab's draft first, then the itinerary's guest, the profile or the PhonePe
 * app's guest), then keeps the draft as typed; a booked itinerary's draft goes.
 */
export function useGuestPrefill(options: GuestPrefillOptions): void {
  const { checkout, signedIn, profile, phonepeGuest, draftStorage, values, filled } = options;
  const filledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!checkout || filledFor.current === checkout.bid) return;
    filledFor.current = checkout.bid;
    const draft = readGuestDraft(draftStorage, checkout.bid);
    const first =
      draft ??
      guestPrefill({ checkout, profile: signedIn ? profile : null, phonepeGuest: signedIn ? null : phonepeGuest });
    filled(first, draft !== null);
  }, [checkout, draftStorage, signedIn, profile, phonepeGuest, filled]);

  useEffect(() => {
    if (!checkout || filledFor.current !== checkout.bid) return;
    if (BOOKED(checkout)) clearGuestDraft(draftStorage, checkout.bid);
    else writeGuestDraft(draftStorage, checkout.bid, values);
  }, [checkout, values, draftStorage]);
}

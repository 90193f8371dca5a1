import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';
import type { PaymentFocusTargets } from './use-payment-focus';

export type PaymentMode = 'pay_now' | 'part_pay' | 'pay_at_hotel';

/** Why the guest is back on the itinerary after the gateway (the return query's payment_failed). */
export type PaymentFailureReason = 'declined' | 'cancelled' | 'expired' | 'failed';

export interface ReturnedFrom {
  readonly reason: PaymentFailureReason;
  readonly mode: PaymentMode | null;
  readonly method: string | null;
}

/** The seam with the itinerary screen: it renders the section below the guest details. */
export interface PaymentSectionProps {
  /** The current itinerary (contract type Checkout). */
  readonly checkout: Checkout;
  /** Validates the guest form (shows the errors, focuses the first) and returns the details, or null when invalid. */
  readonly collectGuest: () => GuestDetails | null;
  /** 409 price_changed (or already_booked): the screen reloads the itinerary and shows this message above the total. */
  readonly onItineraryChanged: (message: string) => void;
  /** Set when the guest came back from a declined, cancelled or expired payment (query below). */
  readonly returnedFrom: ReturnedFrom | null;
  /** Whether the visitor is signed in (member); from the session store. */
  readonly signedIn: boolean;
  /** Told the chosen payment offer's saving (0 for none), so the price summary lists it and adds up to the Pay button. */
  readonly onOfferSaving?: (saving: number) => void;
  /** Where the screen's PaymentReturnNotice sends the guest (usePaymentFocus). */
  readonly focus?: PaymentFocusTargets;
}

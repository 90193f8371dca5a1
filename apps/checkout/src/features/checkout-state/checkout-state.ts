import type { Checkout } from '@nivaas/api-client/contract';
import { castDraft } from 'immer';
import type { AsyncStatus, Producer } from '@nivaas/state';

/** A price-changing call of the itinerary: each has its own loading flag (docs/rules.md 4: per request). */
export type PriceRequest = 'applyCoupon' | 'removeCoupon' | 'applyWallet' | 'removeWallet';

/**
 * docs/rules.md section 3's checkout state, the part the itinerary owns (the payment section keeps its methods,
 * offers and payment in its own state): the itinerary and its load, the per-request price flags, the step,
 * and the guest's choices that are not form fields.
 */
export interface CheckoutState {
  /** The current itinerary; null until the first load succeeds. */
  readonly checkout: Checkout | null;
  /** True while the itinerary loads (first load or reload). */
  readonly isLoading: boolean;
  /** The text of the last load failure (docs/rules.md 8: itinerary failure sets itineraryLoadError). */
  readonly itineraryLoadError: string | null;
  /** Per request: loading, success or error (docs/rules.md 4: price-loading flags are per request). */
  readonly itineraryPricesStatus: Readonly<Partial<Record<PriceRequest, AsyncStatus>>>;
  /** The error of the last failed price request, as the API said it (docs/rules.md 8: the first error message). */
  readonly priceError: { readonly request: PriceRequest; readonly message: string } | null;
  /** docs/rules.md 4: the start of an action sets step 1. */
  readonly step: 1 | 2 | 3;
  readonly isPartPay: boolean;
  /** docs/rules.md 3 (rate plan at checkout): the price has the first-booking coupon in it, as the API priced it. */
  readonly firstBookingCouponApplied: boolean;
  readonly isOtpLessBookingMade: boolean;
  readonly isOtpEnabled: boolean;
  /** The guest's calling code (+91 by default). */
  readonly guest: { readonly countryCode: string };
  readonly hasOptedForWhatsapp: boolean;
  /** Said above the total after the API refused a payment for a new price (409 price_changed). */
  readonly priceChangedMessage: string | null;
}

export const INITIAL_CHECKOUT_STATE: CheckoutState = {
  checkout: null,
  isLoading: false,
  itineraryLoadError: null,
  itineraryPricesStatus: {},
  priceError: null,
  step: 3,
  isPartPay: false,
  firstBookingCouponApplied: false,
  isOtpLessBookingMade: false,
  isOtpEnabled: true,
  guest: { countryCode: '+91' },
  hasOptedForWhatsapp: false,
  priceChangedMessage: null,
};

type P = Producer<CheckoutState>;

export const itineraryLoadStarted = (): P => (draft) => {
  draft.isLoading = true;
  draft.itineraryLoadError = null;
};

export const itineraryLoadSucceeded =
  (checkout: Checkout): P =>
  (draft) => {
    draft.isLoading = false;
    draft.itineraryLoadError = null;
    draft.checkout = castDraft(checkout);
    draft.isPartPay = checkout.part_pay_amount > 0 && draft.isPartPay;
    draft.firstBookingCouponApplied = checkout.price.selected_rate_plan.first_booking_coupon_applied;
  };

export const itineraryLoadFailed =
  (message: string): P =>
  (draft) => {
    draft.isLoading = false;
    draft.itineraryLoadError = message;
  };

/** A price request starts: step 1 (docs/rules.md 4), its own flag loading, the last price error cleared. */
export const priceRequestStarted =
  (request: PriceRequest): P =>
  (draft) => {
    draft.step = 1;
    draft.itineraryPricesStatus[request] = 'loading';
    draft.priceError = null;
  };

export const priceRequestSucceeded =
  (request: PriceRequest, checkout: Checkout): P =>
  (draft) => {
    draft.itineraryPricesStatus[request] = 'success';
    draft.checkout = castDraft(checkout);
    draft.firstBookingCouponApplied = checkout.price.selected_rate_plan.first_booking_coupon_applied;
  };

export const priceRequestFailed =
  (request: PriceRequest, message: string): P =>
  (draft) => {
    draft.itineraryPricesStatus[request] = 'error';
    draft.priceError = { request, message };
  };

export const countryCodeChanged =
  (countryCode: string): P =>
  (draft) => {
    draft.guest.countryCode = countryCode;
  };

export const whatsappOptInChanged =
  (optedIn: boolean): P =>
  (draft) => {
    draft.hasOptedForWhatsapp = optedIn;
  };

export const priceChanged =
  (message: string | null): P =>
  (draft) => {
    draft.priceChangedMessage = message;
  };

/** Whether any price request is on its way (the summary dims its figures and says "Updating price…"). */
export const isUpdatingPrice = (state: CheckoutState): boolean =>
  Object.values(state.itineraryPricesStatus).some((status) => status === 'loading');

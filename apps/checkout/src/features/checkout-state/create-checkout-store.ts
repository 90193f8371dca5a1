import { isApiError } from '@nivaas/api-client';
import type { Checkout } from '@nivaas/api-client/contract';
import { createStore, errorMessage, type Store } from '@nivaas/state';
import {
  INITIAL_CHECKOUT_STATE,
  countryCodeChanged,
  itineraryLoadFailed,
  itineraryLoadStarted,
  itineraryLoadSucceeded,
  priceChanged,
  priceRequestFailed,
  priceRequestStarted,
  priceRequestSucceeded,
  whatsappOptInChanged,
  type CheckoutState,
  type PriceRequest,
} from './checkout-state';

/** docs/rules.md 8: a coupon (or any price call) failure shows the first error message of the API. */
export function firstErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.errors[0] ?? error.message;
  return errorMessage(error);
}

export interface CheckoutStore {
  readonly store: Store<CheckoutState>;
  readonly loadStarted: () => void;
  readonly loadSucceeded: (checkout: Checkout) => void;
  readonly loadFailed: (error: unknown) => void;
  /**
   * Runs one price call (coupon, wallet) through its own flag: start (step 1), then success with the new
   * itinerary or failure with the API's first message. Resolves true on success; never rejects.
   */
  readonly runPriceRequest: (request: PriceRequest, call: () => Promise<Checkout>) => Promise<boolean>;
  readonly setCountryCode: (countryCode: string) => void;
  readonly setWhatsappOptIn: (optedIn: boolean) => void;
  readonly setPriceChangedMessage: (message: string | null) => void;
}

/** The itinerary screen's store (one per screen), on libs/state's store primitive. */
export function createCheckoutStore(initial: Partial<CheckoutState> = {}): CheckoutStore {
  const store = createStore<CheckoutState>({ ...INITIAL_CHECKOUT_STATE, ...initial });
  return {
    store,
    loadStarted: () => store.update(itineraryLoadStarted()),
    loadSucceeded: (checkout) => store.update(itineraryLoadSucceeded(checkout)),
    loadFailed: (error) => store.update(itineraryLoadFailed(errorMessage(error))),
    runPriceRequest: async (request, call) => {
      store.update(priceRequestStarted(request));
      try {
        const checkout = await call();
        store.update(priceRequestSucceeded(request, checkout));
        return true;
      } catch (error) {
        store.update(priceRequestFailed(request, firstErrorMessage(error)));
        return false;
      }
    },
    setCountryCode: (countryCode) => store.update(countryCodeChanged(countryCode)),
    setWhatsappOptIn: (optedIn) => store.update(whatsappOptInChanged(optedIn)),
    setPriceChangedMessage: (message) => store.update(priceChanged(message)),
  };
}

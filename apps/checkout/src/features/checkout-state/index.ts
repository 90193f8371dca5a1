export { INITIAL_CHECKOUT_STATE, isUpdatingPrice, type CheckoutState, type PriceRequest } from './checkout-state';
export { createCheckoutStore, firstErrorMessage, type CheckoutStore } from './create-checkout-store';

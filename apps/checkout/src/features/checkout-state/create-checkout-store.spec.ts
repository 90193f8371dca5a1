import { fakeApiError } from '@nivaas/api-client/testing';
import { checkout } from '../../testing/checkout-fixtures';
import { isUpdatingPrice } from './checkout-state';
import { createCheckoutStore } from './create-checkout-store';

describe('the checkout store (docs/rules.md 3 and 4)', () => {
  it('given a load, then loading, then success with the itinerary, or the error in itineraryLoadError', () => {
    const store = createCheckoutStore();
    store.loadStarted();
    expect(store.store.getState()).toMatchObject({ isLoading: true, itineraryLoadError: null });
    store.loadFailed(new Error('API error'));
    expect(store.store.getState()).toMatchObject({ isLoading: false, itineraryLoadError: 'API error', checkout: null });
    store.loadStarted();
    store.loadSucceeded(checkout());
    expect(store.store.getState()).toMatchObject({ isLoading: false, itineraryLoadError: null });
    expect(store.store.getState().checkout?.bid).toBe(checkout().bid);
  });

  it('given a price request, then step 1 and its own flag loading, then success with the new itinerary', async () => {
    const store = createCheckoutStore();
    let answer!: (value: ReturnType<typeof checkout>) => void;
    const pending = store.runPriceRequest('applyWallet', () => new Promise((resolve) => (answer = resolve)));
    expect(store.store.getState().step).toBe(1);
    expect(store.store.getState().itineraryPricesStatus).toEqual({ applyWallet: 'loading' });
    expect(isUpdatingPrice(store.store.getState())).toBe(true);
    answer(checkout({ wallet_balance: 9 }));
    await expect(pending).resolves.toBe(true);
    expect(store.store.getState().itineraryPricesStatus).toEqual({ applyWallet: 'success' });
    expect(store.store.getState().checkout?.wallet_balance).toBe(9);
    expect(isUpdatingPrice(store.store.getState())).toBe(false);
  });

  it('given the first-booking coupon applied, then firstBookingCouponApplied is set; removing it clears it (docs/rules.md 3)', async () => {
    const store = createCheckoutStore();
    store.loadSucceeded(checkout());
    expect(store.store.getState().firstBookingCouponApplied).toBe(false);
    const withWelcome = checkout({ coupon: { couponName: 'WELCOME', loginCouponApplied: true, promoDiscount: 300 } });
    const applied = {
      ...withWelcome,
      price: { selected_rate_plan: { ...withWelcome.price.selected_rate_plan, first_booking_coupon_applied: true } },
    };
    await store.runPriceRequest('applyCoupon', () => Promise.resolve(applied));
    expect(store.store.getState().firstBookingCouponApplied).toBe(true);
    await store.runPriceRequest('removeCoupon', () => Promise.resolve(checkout()));
    expect(store.store.getState().firstBookingCouponApplied).toBe(false);
    store.loadSucceeded(applied);
    expect(store.store.getState().firstBookingCouponApplied).toBe(true);
  });

  it('given a refused coupon, then the first error message of the API is kept for that request', async () => {
    const store = createCheckoutStore();
    const ok = await store.runPriceRequest('applyCoupon', () =>
      Promise.reject(fakeApiError(400, 'Bad Request', ['Log in to use this coupon', 'other'])),
    );
    expect(ok).toBe(false);
    expect(store.store.getState().priceError).toEqual({ request: 'applyCoupon', message: 'Log in to use this coupon' });
    expect(store.store.getState().itineraryPricesStatus).toEqual({ applyCoupon: 'error' });
  });

  it('keeps the guest country code (+91 by default) and the WhatsApp choice (off by default)', () => {
    const store = createCheckoutStore();
    expect(store.store.getState()).toMatchObject({ guest: { countryCode: '+91' }, hasOptedForWhatsapp: false });
    store.setCountryCode('+44');
    store.setWhatsappOptIn(true);
    expect(store.store.getState()).toMatchObject({ guest: { countryCode: '+44' }, hasOptedForWhatsapp: true });
  });
});

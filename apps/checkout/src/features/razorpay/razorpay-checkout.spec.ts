import { RAZORPAY_SCRIPT_URL, razorpayCheckoutFor } from './razorpay-checkout';

describe('razorpayCheckoutFor', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it('without a publishable key, is the local adapter: not configured, and opening refuses', async () => {
    for (const key of [null, '', 'secret', 'rzp_test_']) {
      const checkout = razorpayCheckoutFor(key);
      expect(checkout.configured).toBe(false);
      await expect(checkout.open({} as never)).rejects.toThrow('Razorpay is not configured here');
    }
    expect(document.querySelector('script')).toBeNull();
  });

  it('with a key, loads checkout.js once and opens Razorpay with the order in paise', async () => {
    const made: Record<string, unknown>[] = [];
    const checkout = razorpayCheckoutFor('rzp_live_abcdef123');
    expect(checkout.configured).toBe(true);
    const onPaid = jest.fn();
    const opening = checkout.open({
      keyId: 'rzp_live_abcdef123',
      gatewayOrderId: 'order_1',
      amount: 3540,
      name: 'Payment',
      description: 'Booking NIV1',
      onPaid,
      onDismiss: jest.fn(),
    });
    const script = document.querySelector('script');
    expect(script?.getAttribute('src')).toBe(RAZORPAY_SCRIPT_URL);
    (window as { Razorpay?: unknown }).Razorpay = function Razorpay(this: unknown, options: Record<string, unknown>) {
      made.push(options);
      return { open: jest.fn() };
    };
    script?.dispatchEvent(new Event('load'));
    await opening;
    expect(made[0]).toMatchObject({ key: 'rzp_live_abcdef123', order_id: 'order_1', amount: 354000, currency: 'INR' });
    (made[0]?.['handler'] as (p: unknown) => void)({ razorpay_payment_id: 'pay_1' });
    expect(onPaid).toHaveBeenCalledWith({ razorpay_payment_id: 'pay_1' });
  });
});

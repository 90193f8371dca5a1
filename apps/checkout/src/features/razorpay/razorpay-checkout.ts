import { browserDocument, browserWindow } from '@nivaas/state';

/** Razorpay's answer to a successful payment (what its callback carries). */
export interface RazorpayPayment {
  readonly razorpay_order_id: string;
  readonly razorpay_payment_id: string;
  readonly razorpay_signature: string;
}

export interface RazorpayOpenOptions {
  readonly keyId: string;
  readonly gatewayOrderId: string;
  /** In whole rupees; Razorpay counts paise. */
  readonly amount: number;
  readonly name: string;
  readonly description: string;
  readonly onPaid: (payment: RazorpayPayment) => void;
  /** The guest closed the checkout without paying. */
  readonly onDismiss: () => void;
}

/** The provider's checkout, behind one seam: the real one with a key, an honest local one without. */
export interface RazorpayCheckout {
  /** False when this deployment has no Razorpay key: the page says so instead of pretending. */
  readonly configured: boolean;
  /** Opens the checkout; rejects when the provider's script cannot be loaded. */
  readonly open: (options: RazorpayOpenOptions) => Promise<void>;
}

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** A publishable Razorpay key (`rzp_test_…` or `rzp_live_…`); secrets never reach the browser. */
export const isRazorpayKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/.test(key);

interface RazorpayInstance {
  open: () => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once per page, in a handler or an effect (never on a server). */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const win = browserWindow() as (Window & { Razorpay?: RazorpayConstructor }) | null;
  const doc = browserDocument();
  if (win?.Razorpay) return Promise.resolve(win.Razorpay);
  if (!win || !doc) return Promise.reject(new Error('No browser'));
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => (win.Razorpay ? resolve(win.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/** Razorpay's own checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export const razorpayWebCheckout: RazorpayCheckout = {
  configured: true,
  open: async (options) => {
    const Razorpay = await loadRazorpay();
    new Razorpay({
      key: options.keyId,
      order_id: options.gatewayOrderId,
      amount: Math.round(options.amount * 100),
      currency: 'INR',
      name: options.name,
      description: options.description,
      handler: (payment: RazorpayPayment) => options.onPaid(payment),
      modal: { ondismiss: () => options.onDismiss() },
    }).open();
  },
};

/** Without a key: nothing is loaded and nothing is charged; the page tells the guest the provider is not set up. */
export const unconfiguredRazorpayCheckout: RazorpayCheckout = {
  configured: false,
  open: () => Promise.reject(new Error('Razorpay is not configured here')),
};

/** The checkout for a key: the real one for a publishable key, else the honest local one. */
export function razorpayCheckoutFor(keyId: string | null | undefined): RazorpayCheckout {
  return isRazorpayKey(keyId) ? razorpayWebCheckout : unconfiguredRazorpayCheckout;
}

export {
  isRazorpayKey,
  RAZORPAY_SCRIPT_URL,
  razorpayCheckoutFor,
  razorpayWebCheckout,
  unconfiguredRazorpayCheckout,
  type RazorpayCheckout,
  type RazorpayOpenOptions,
  type RazorpayPayment,
} from './razorpay-checkout';

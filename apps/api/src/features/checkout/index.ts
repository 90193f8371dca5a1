/** The checkout feature's surface for payments, which books and pays what checkout priced (docs/conventions.md 5). */
export { loadCart } from './cart-store';
export { checkoutUser } from './checkout-routes';
export { checkoutPrice, checkoutView, PAY_AT_HOTEL_LIMIT } from './checkout-view';
export { priceCart, type PricedCart } from './price-cart';
export { guestUser } from './cart-booking';

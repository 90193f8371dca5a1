/** The modals of docs/rules.md section 2, one id each; the UI store holds which are open. */
export const MODAL_IDS = [
  'login',
  'price-breakup',
  'search-widget',
  'perfect-stay-banner',
  'refine-results',
  'quick-filter',
  'location-disabled',
  'otp',
  'pay-at-hotel-blocked',
  'review',
  'coupon',
  'traveller-rewards-banner',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

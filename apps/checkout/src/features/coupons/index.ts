export { CouponSection, type CouponSectionProps, type CouponSuggestion } from './coupon-section';

export { CouponSection, type CouponSectionProps } from './coupon-section';

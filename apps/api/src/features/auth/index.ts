/** The auth feature's surface for payments (an OTP confirms a pay-at-hotel booking) (STYLE.md 5). */
export { verifyOtp } from './otp-service';

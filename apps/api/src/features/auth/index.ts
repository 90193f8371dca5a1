/** The auth feature's surface for payments (an OTP confirms a pay-at-hotel booking) and maintenance (docs/conventions.md 5). */
export { verifyOtp } from './otp-service';
export { MAX_WRONG_RESET_CODES } from './password-reset';
export {
  readGoogleSignIn,
  GOOGLE_SIMULATOR_ISSUER,
  type GoogleSignInProvider,
  type GoogleSignInSettings,
} from './google-sign-in-config';
export { readCaptchaSettings, type CaptchaSettings } from './captcha/captcha-config';
export { createCaptcha, type Captcha } from './captcha/captcha';
export { createGoogleSimulatorKeys, type GoogleSimulatorKeys } from './google-simulator/google-simulator-keys';

/** @nivaas/domain/sign-in: Signing in: the phone and OTP flow, the sign-in prompt, who may see what (docs/rules.md 4, 6). */
export * from './rules/login-interrupt/login-interrupt-limits';
export { isLoginInterruptRoute } from './rules/login-interrupt/is-login-interrupt-route';
export {
  isLoginInterruptEligible,
  type LoginInterruptInput,
} from './rules/login-interrupt/is-login-interrupt-eligible';
export { recordLoginInterruptView } from './rules/login-interrupt/record-login-interrupt-view';
export {
  LOGIN_INTERRUPT_IDLE_MS,
  loginInterruptMoment,
  PROMPT_FREE_SCREENS,
  type LoginInterruptMoment,
  type LoginInterruptMomentInput,
} from './rules/login-interrupt/login-interrupt-moment';
export { otpModals, type OtpModals, type OtpSendOutcome } from './rules/otp/otp-modals';
export { otpLimitsFromContent } from './rules/otp/otp-limits-from-content';
export { OTP_FALLBACK_TEXT, otpFailureOf, type OtpFailure } from './rules/otp/otp-failure';
export {
  canResendNow,
  canSendOtp,
  canSendWithCaptcha,
  DEFAULT_OTP_LIMITS,
  INITIAL_OTP_FLOW,
  isCompleteCode,
  otpFlowReducer,
  otpPhoneOf,
  resendAvailableAt,
  verifyProblem,
  type OtpFlowEvent,
  type OtpFlowState,
  type OtpLimits,
} from './rules/otp/otp-flow';
export { validatePhone, type PhoneProblem } from './rules/otp/validate-phone';
export {
  CAPTCHA_FAILED_CODE,
  CAPTCHA_REQUIRED_CODE,
  captchaAskedBy,
  localCaptchaToken,
  parseLocalCaptchaToken,
  type CaptchaChallenge,
} from './rules/otp/captcha';
export { mustLoginForBookingHistory, PHONEPE_UTM_SOURCE } from './rules/access/booking-history-access';
export { analyticsSearchType } from './rules/access/analytics-search-type';
export { PHONEPE_GUEST_KEY, TRAFFIC_SOURCE_COOKIE } from './rules/access/phonepe-keys';

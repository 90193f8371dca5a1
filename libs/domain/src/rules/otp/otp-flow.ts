import { DEFAULT_PHONE_PREFIX } from '../../business-constants';
import { canResendOtp, OTP_MAX_RESENDS, OTP_RESEND_AFTER_MS } from '../checkout/can-resend-otp';
import { canVerifyOtp, OTP_MAX_VERIFY_ATTEMPTS } from '../checkout/can-verify-otp';
import type { OtpFailure } from './otp-failure';

/** docs/rules.md section 9's limits; content (otp_content) may change the wait and the resends. */
export interface OtpLimits {
  readonly enableResendAfterMs: number;
  readonly maxResends: number;
  readonly maxVerifies: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  enableResendAfterMs: OTP_RESEND_AFTER_MS,
  maxResends: OTP_MAX_RESENDS,
  maxVerifies: OTP_MAX_VERIFY_ATTEMPTS,
};

/**
 * The phone + one-time-code flow that sign-in, pay-at-hotel booking and password reset share: a number,
 * then a code sent to it, then verified. Pure: the hook that drives it (@nivaas/state useOtpFlow) makes
 * the calls and feeds their outcomes back as events; times come in the events, never from a clock here.
 */
export interface OtpFlowState {
  readonly step: 'phone' | 'code' | 'verified';
  readonly countryCode: string;
  /** The national number, digits only. */
  readonly phone: string;
  readonly code: string;
  readonly busy: 'send' | 'resend' | 'verify' | null;
  readonly resends: number;
  readonly verifies: number;
  /** When the current code was sent (epoch ms). */
  readonly sentAt: number | null;
  /** What went wrong at the current step, for the screen to say. */
  readonly failure: OtpFailure | null;
  /** A new code was just sent (the screen says so). */
  readonly resent: boolean;
  /** Verifying is over for this code. */
  readonly blocked: boolean;
  /**
   * The captcha step (docs/rules.md 4: captcha success or failure): the API asks for a check before another code
   * (`required`), the check given did not pass (`failed`), or a check passed and brought this code (`passed`).
   */
  readonly captcha: 'required' | 'failed' | 'passed' | null;
}

export const INITIAL_OTP_FLOW: OtpFlowState = {
  step: 'phone',
  countryCode: DEFAULT_PHONE_PREFIX,
  phone: '',
  code: '',
  busy: null,
  resends: 0,
  verifies: 0,
  sentAt: null,
  failure: null,
  resent: false,
  blocked: false,
  captcha: null,
};

export type OtpFlowEvent =
  | { readonly type: 'phone-changed'; readonly phone: string }
  | { readonly type: 'country-code-changed'; readonly countryCode: string }
  | { readonly type: 'code-changed'; readonly code: string }
  | { readonly type: 'change-number' }
  | { readonly type: 'send-started' }
  | { readonly type: 'send-succeeded'; readonly at: number }
  /** `captcha`: what the error said of the check (captchaAskedBy), when it said anything. */
  | { readonly type: 'send-failed'; readonly failure: OtpFailure; readonly captcha?: 'required' | 'failed' }
  /** A send carrying a check's token, from either step, once the API asked for one. */
  | { readonly type: 'captcha-send-started' }
  | { readonly type: 'resend-started' }
  | { readonly type: 'resend-succeeded'; readonly at: number }
  | { readonly type: 'resend-failed'; readonly failure: OtpFailure; readonly captcha?: 'required' | 'failed' }
  /** A code refused before any call (verifyProblem): said, not counted as a try. */
  | { readonly type: 'code-refused'; readonly failure: OtpFailure }
  | { readonly type: 'verify-started' }
  | { readonly type: 'verify-succeeded' }
  | { readonly type: 'verify-failed'; readonly failure: OtpFailure; readonly captcha?: 'required' | 'failed' };

/** A code is six digits. */
export const isCompleteCode = (code: string): boolean => /^\d{6}$/.test(code);

/** The number the flow sends to, as the API takes it. */
export const otpPhoneOf = (state: OtpFlowState) => ({ phone_number: state.phone, country_code: state.countryCode });

/** Whether a send may start now: on the phone step, nothing else running. */
export const canSendOtp = (state: OtpFlowState): boolean => state.step === 'phone' && state.busy === null;

/** Whether a send with a check's token may start: the API asked for a check, nothing else running. */
export const canSendWithCaptcha = (state: OtpFlowState): boolean =>
  (state.captcha === 'required' || state.captcha === 'failed') && state.step !== 'verified' && state.busy === null;

/** Whether a resend may start at `now`: after the wait, while resends remain, the code not blocked. */
export function canResendNow(state: OtpFlowState, now: number, limits: OtpLimits = DEFAULT_OTP_LIMITS): boolean {
  return (
    state.step === 'code' &&
    state.busy === null &&
    !state.blocked &&
    canResendOtp({
      resendAttempts: state.resends,
      lastSentAt: state.sentAt ?? 0,
      now,
      enableAfterMs: limits.enableResendAfterMs,
      maxAttempts: limits.maxResends,
    })
  );
}

/** When a resend becomes possible (epoch ms), or null when no resends remain. */
export function resendAvailableAt(state: OtpFlowState, limits: OtpLimits = DEFAULT_OTP_LIMITS): number | null {
  if (state.resends >= limits.maxResends) return null;
  return (state.sentAt ?? 0) + limits.enableResendAfterMs;
}

/**
 * Why `code` may not be verified now, or null: it is not six digits, or verifying is over (3 tries,
 * docs/rules.md section 9). The hook checks this before calling the API, so a wrong-length code costs no try.
 */
export function verifyProblem(
  state: OtpFlowState,
  code: string,
  limits: OtpLimits = DEFAULT_OTP_LIMITS,
): OtpFailure | null {
  if (state.blocked || !canVerifyOtp(state.verifies, limits.maxVerifies))
    return state.failure?.kind === 'blocked' ? state.failure : { kind: 'blocked' };
  return isCompleteCode(code) ? null : { kind: 'incomplete-code' };
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The flow's transitions. An event that does not fit the current step leaves the state as it is. */
export function otpFlowReducer(
  state: OtpFlowState,
  event: OtpFlowEvent,
  limits: OtpLimits = DEFAULT_OTP_LIMITS,
): OtpFlowState {
  switch (event.type) {
    case 'phone-changed':
      return state.step === 'phone' ? { ...state, phone: digitsOnly(event.phone), failure: null } : state;
    case 'country-code-changed':
      return state.step === 'phone' ? { ...state, countryCode: event.countryCode, failure: null } : state;
    case 'code-changed':
      // A blocked code keeps saying so; otherwise typing clears the last problem.
      return state.step === 'code'
        ? { ...state, code: digitsOnly(event.code), failure: state.blocked ? state.failure : null }
        : state;
    case 'change-number':
      return state.busy ? state : { ...INITIAL_OTP_FLOW, countryCode: state.countryCode, phone: state.phone };
    case 'send-started':
      return canSendOtp(state) ? { ...state, busy: 'send', failure: null } : state;
    case 'captcha-send-started':
      return canSendWithCaptcha(state) ? { ...state, busy: 'send', failure: null } : state;
    case 'send-succeeded':
      // A code brought by a passed check is a fresh one (new tries, new resends), as the API made it.
      return state.busy === 'send'
        ? {
            ...INITIAL_OTP_FLOW,
            countryCode: state.countryCode,
            phone: state.phone,
            step: 'code',
            sentAt: event.at,
            captcha: state.captcha ? 'passed' : null,
          }
        : state;
    case 'send-failed':
      return state.busy === 'send'
        ? { ...state, busy: null, failure: event.failure, captcha: event.captcha ?? state.captcha }
        : state;
    case 'resend-started':
      return state.step === 'code' && state.busy === null
        ? { ...state, busy: 'resend', failure: null, resent: false }
        : state;
    case 'resend-succeeded':
      // A new code is a new count of tries (the API starts one too).
      return state.busy === 'resend'
        ? {
            ...state,
            busy: null,
            code: '',
            resends: state.resends + 1,
            sentAt: event.at,
            resent: true,
            verifies: 0,
            blocked: false,
          }
        : state;
    case 'resend-failed':
      return state.busy === 'resend'
        ? { ...state, busy: null, failure: event.failure, captcha: event.captcha ?? state.captcha }
        : state;
    case 'code-refused':
      return state.step === 'code' && state.busy === null
        ? { ...state, failure: event.failure, blocked: state.blocked || event.failure.kind === 'blocked' }
        : state;
    case 'verify-started':
      return state.step === 'code' && state.busy === null && !state.blocked
        ? { ...state, busy: 'verify', failure: null, resent: false }
        : state;
    case 'verify-succeeded':
      return state.busy === 'verify' ? { ...state, busy: null, step: 'verified', failure: null } : state;
    case 'verify-failed': {
      if (state.busy !== 'verify') return state;
      const verifies = state.verifies + 1;
      const blocked = event.failure.kind === 'too-many-requests' || !canVerifyOtp(verifies, limits.maxVerifies);
      // A 429's own sentence (which limit, until when) is kept for the screen.
      const said = event.failure.kind === 'too-many-requests' ? event.failure.message : undefined;
      return {
        ...state,
        busy: null,
        code: '',
        verifies,
        blocked,
        failure: blocked ? (said ? { kind: 'blocked', message: said } : { kind: 'blocked' }) : event.failure,
        captcha: event.captcha ?? state.captcha,
      };
    }
  }
}

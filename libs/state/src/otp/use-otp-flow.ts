import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  canResendNow,
  canSendOtp,
  canSendWithCaptcha,
  captchaAskedBy,
  DEFAULT_OTP_LIMITS,
  INITIAL_OTP_FLOW,
  otpFailureOf,
  otpFlowReducer,
  validatePhone,
  verifyProblem,
  type OtpFailure,
  type OtpFlowEvent,
  type OtpFlowState,
  type OtpLimits,
  type PhoneProblem,
} from '@nivaas/domain/sign-in';

/** The number a code goes to, as the API takes it. */
export interface OtpPhone {
  readonly phone_number: string;
  readonly country_code: string;
}

/** The calls behind one use of the flow: sign-in's OTP calls, a booking's, a password reset's. */
export interface OtpServices {
  /** `captchaToken`: a passed check's token, when the API asked for one (sendWithCaptcha). */
  readonly send: (phone: OtpPhone, captchaToken?: string) => Promise<unknown>;
  readonly resend: (phone: OtpPhone) => Promise<unknown>;
  /** Resolves when the code is right and its use is done (the session stored, the booking made...). */
  readonly verify: (phone: OtpPhone, code: string) => Promise<unknown>;
  /** Checks a number before sending; @nivaas/domain's validatePhone by default. */
  readonly validatePhone?: (countryCode: string, phone: string) => Promise<PhoneProblem | null>;
  /** How a failed call is told (docs/rules.md section 8); otpFailureOf by default. */
  readonly failureOf?: (error: unknown) => OtpFailure;
  readonly now?: () => number;
}

export interface OtpFlow {
  readonly state: OtpFlowState;
  readonly limits: OtpLimits;
  readonly setPhone: (phone: string) => void;
  readonly setCountryCode: (countryCode: string) => void;
  readonly setCode: (code: string) => void;
  readonly changeNumber: () => void;
  /** Checks the number, then sends a code to it. */
  readonly send: () => Promise<void>;
  /** Sends a new code, when the wait is over and resends remain. */
  readonly resend: () => Promise<void>;
  /** Verifies `code` (the typed one by default), when it is six digits and tries remain. */
  readonly verify: (code?: string) => Promise<void>;
  /** Sends a fresh code with a check's token, once the API asked for a check (state.captcha). */
  readonly sendWithCaptcha: (token: string) => Promise<void>;
}

/** What a failed call said of the check, as an event's optional field. */
const captchaOf = (error: unknown) => {
  const asked = captchaAskedBy(error);
  return asked ? { captcha: asked } : {};
};

/**
 * Drives @nivaas/domain's phone + OTP state machine with the calls of one use (sign-in, pay at hotel, reset
 * password): each step's call, its outcome fed back as an event, nothing sent twice, nothing set after the
 * component is gone. The screens are libs/ui's OtpPhoneForm and OtpCodeForm, fed from `state`.
 */
export function useOtpFlow(
  services: OtpServices,
  limits: OtpLimits = DEFAULT_OTP_LIMITS,
  /** A number to start with (the sign-in page's `phone`, e.g. from a booking's "See all your bookings"). */
  initialPhone = '',
): OtpFlow {
  const [state, dispatch] = useReducer(
    (current: OtpFlowState, event: OtpFlowEvent) => otpFlowReducer(current, event, limits),
    initialPhone,
    (phone): OtpFlowState => (phone ? { ...INITIAL_OTP_FLOW, phone } : INITIAL_OTP_FLOW),
  );
  // The latest state and services for the async steps, which outlive the render that started them.
  const latest = useRef({ state, services, limits });
  useEffect(() => {
    latest.current = { state, services, limits };
  });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const emit = useCallback((event: OtpFlowEvent) => {
    if (live.current) dispatch(event);
  }, []);
  // One call at a time, decided synchronously: two taps in the same frame see the same rendered state.
  const running = useRef(false);
  const exclusive = useCallback(
    (step: () => Promise<void>) => async () => {
      if (running.current) return;
      running.current = true;
      try {
        await step();
      } finally {
        running.current = false;
      }
    },
    [],
  );

  const send = useCallback(
    () =>
      exclusive(async () => {
        const { state: now, services: s } = latest.current;
        if (!canSendOtp(now)) return;
        emit({ type: 'send-started' });
        const problem = await (s.validatePhone ?? validatePhone)(now.countryCode, now.phone);
        if (problem) return emit({ type: 'send-failed', failure: { kind: problem } });
        const phone = { phone_number: now.phone, country_code: now.countryCode };
        try {
          await s.send(phone);
          emit({ type: 'send-succeeded', at: (s.now ?? Date.now)() });
        } catch (error) {
          emit({ type: 'send-failed', failure: (s.failureOf ?? otpFailureOf)(error), ...captchaOf(error) });
        }
      })(),
    [emit, exclusive],
  );

  const sendWithCaptcha = useCallback(
    (token: string) =>
      exclusive(async () => {
        const { state: now, services: s } = latest.current;
        if (!canSendWithCaptcha(now)) return;
        emit({ type: 'captcha-send-started' });
        try {
          await s.send({ phone_number: now.phone, country_code: now.countryCode }, token);
          emit({ type: 'send-succeeded', at: (s.now ?? Date.now)() });
        } catch (error) {
          emit({ type: 'send-failed', failure: (s.failureOf ?? otpFailureOf)(error), ...captchaOf(error) });
        }
      })(),
    [emit, exclusive],
  );

  const resend = useCallback(
    () =>
      exclusive(async () => {
        const { state: now, services: s, limits: l } = latest.current;
        if (!canResendNow(now, (s.now ?? Date.now)(), l)) return;
        emit({ type: 'resend-started' });
        try {
          await s.resend({ phone_number: now.phone, country_code: now.countryCode });
          emit({ type: 'resend-succeeded', at: (s.now ?? Date.now)() });
        } catch (error) {
          emit({ type: 'resend-failed', failure: (s.failureOf ?? otpFailureOf)(error), ...captchaOf(error) });
        }
      })(),
    [emit, exclusive],
  );

  const verify = useCallback(
    (code?: string) =>
      exclusive(async () => {
        const { state: now, services: s, limits: l } = latest.current;
        if (now.step !== 'code' || now.busy !== null) return;
        const typed = code ?? now.code;
        const problem = verifyProblem(now, typed, l);
        // A short code costs no try: it is only said.
        if (problem) return emit({ type: 'code-refused', failure: problem });
        emit({ type: 'verify-started' });
        try {
          await s.verify({ phone_number: now.phone, country_code: now.countryCode }, typed);
          emit({ type: 'verify-succeeded' });
        } catch (error) {
          emit({ type: 'verify-failed', failure: (s.failureOf ?? otpFailureOf)(error), ...captchaOf(error) });
        }
      })(),
    [emit, exclusive],
  );

  return {
    state,
    limits,
    setPhone: useCallback((phone: string) => dispatch({ type: 'phone-changed', phone }), []),
    setCountryCode: useCallback((countryCode: string) => dispatch({ type: 'country-code-changed', countryCode }), []),
    setCode: useCallback((code: string) => dispatch({ type: 'code-changed', code }), []),
    changeNumber: useCallback(() => dispatch({ type: 'change-number' }), []),
    send,
    resend,
    verify,
    sendWithCaptcha,
  };
}

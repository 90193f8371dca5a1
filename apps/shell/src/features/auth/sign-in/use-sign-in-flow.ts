import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@nivaas/state';
import { canResendOtp, canVerifyOtp, DEFAULT_PHONE_PREFIX } from '@nivaas/domain';
import { useAuthT } from '../auth-messages';
import { useAuthServices } from '../auth-services';
import { DEFAULT_OTP_CONTENT, fetchOtpContent, type OtpContent } from './otp-content';
import { isTooManyRequests, signInErrorMessage } from './sign-in-error';
import { validatePhone } from './validate-phone';

export interface SignInFlowState {
  readonly step: 'phone' | 'otp';
  readonly countryCode: string;
  readonly phone: string;
  readonly otp: string;
  readonly busy: 'send' | 'resend' | 'verify' | null;
  readonly resendAttempts: number;
  readonly verifyAttempts: number;
  readonly lastSentAt: number | null;
  /** A problem with the phone step's input, shown under the field. */
  readonly phoneError: string | null;
  /** A problem with the OTP step, shown under the code. */
  readonly error: string | null;
  readonly notice: string | null;
  /** Verify is over for this code: 3 wrong tries, or the API said too many requests. */
  readonly blocked: boolean;
}

const INITIAL: SignInFlowState = {
  step: 'phone',
  countryCode: DEFAULT_PHONE_PREFIX,
  phone: '',
  otp: '',
  busy: null,
  resendAttempts: 0,
  verifyAttempts: 0,
  lastSentAt: null,
  phoneError: null,
  error: null,
  notice: null,
  blocked: false,
};

/**
 * The phone-then-OTP flow of SPEC.md sections 4, 8 and 9, shared by the login modal and /login/.
 * Limits come from libs/state (canResendOtp, canVerifyOtp) with content.otp's wait; on success the
 * session store keeps token and profile and a success toast goes out on the bus.
 */
export function useSignInFlow(onSignedIn: () => void) {
  const platform = usePlatform();
  const services = useAuthServices();
  const t = useAuthT();
  const [state, setState] = useState<SignInFlowState>(INITIAL);
  const [content, setContent] = useState<OtpContent>(DEFAULT_OTP_CONTENT);
  const patch = useCallback((p: Partial<SignInFlowState>) => setState((s) => ({ ...s, ...p })), []);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    void services
      .api()
      .then(fetchOtpContent)
      .then((c) => live.current && setContent(c));
    return () => void (live.current = false);
  }, [services]);
  const safePatch = (p: Partial<SignInFlowState>) => live.current && patch(p);
  const body = () => ({ phone_number: state.phone, country_code: state.countryCode });

  const sendOtp = async () => {
    if (state.busy) return;
    patch({ phoneError: null, busy: 'send' });
    const problem = await validatePhone(state.countryCode, state.phone);
    if (problem)
      return safePatch({
        busy: null,
        phoneError: t(problem === 'invalidCode' ? 'phone.invalidCode' : 'phone.invalidNumber'),
      });
    try {
      await (await services.api()).sendOtp({ body: body() });
      safePatch({
        ...INITIAL,
        countryCode: state.countryCode,
        phone: state.phone,
        step: 'otp',
        lastSentAt: Date.now(),
      });
    } catch (error) {
      safePatch({ busy: null, phoneError: signInErrorMessage(error, t) });
    }
  };

  const resendOtp = async () => {
    const allowed = canResendOtp({
      resendAttempts: state.resendAttempts,
      lastSentAt: state.lastSentAt ?? 0,
      now: Date.now(),
      enableAfterMs: content.enableResendAfterTime,
      maxAttempts: content.resendMaxAttempts,
    });
    if (state.busy || !allowed) return;
    patch({ busy: 'resend', error: null, notice: null });
    try {
      await (await services.api()).resendOtp({ body: body() });
      safePatch({
        busy: null,
        otp: '',
        resendAttempts: state.resendAttempts + 1,
        lastSentAt: Date.now(),
        notice: t('otp.resent'),
      });
    } catch (error) {
      safePatch({ busy: null, error: signInErrorMessage(error, t) });
    }
  };

  const verifyOtp = async (code: string) => {
    if (state.busy || state.blocked) return;
    if (!canVerifyOtp(state.verifyAttempts)) return patch({ blocked: true, error: t('otp.blocked') });
    if (!/^\d{6}$/.test(code)) return patch({ error: t('otp.incomplete') });
    patch({ busy: 'verify', error: null, notice: null });
    try {
      const user = await (await services.api()).verifyOtp({ body: { ...body(), otp: code } });
      platform.session.login(user.token, user);
      platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('success.signedIn') });
      safePatch({ busy: null });
      onSignedIn();
    } catch (error) {
      const verifyAttempts = state.verifyAttempts + 1;
      const blocked = isTooManyRequests(error) || !canVerifyOtp(verifyAttempts);
      platform.session.setError(signInErrorMessage(error, t));
      safePatch({
        busy: null,
        otp: '',
        verifyAttempts,
        blocked,
        error: blocked ? t('otp.blocked') : signInErrorMessage(error, t),
      });
    }
  };

  return {
    state,
    content,
    setPhone: (phone: string) => patch({ phone, phoneError: null }),
    setCountryCode: (countryCode: string) => patch({ countryCode, phoneError: null }),
    setOtp: (otp: string) => patch({ otp, error: state.blocked ? state.error : null }),
    changeNumber: () => patch({ ...INITIAL, countryCode: state.countryCode, phone: state.phone }),
    sendOtp,
    resendOtp,
    verifyOtp,
  };
}

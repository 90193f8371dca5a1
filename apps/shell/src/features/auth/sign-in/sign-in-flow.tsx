import { useEffect, useMemo, useState } from 'react';
import { resendAvailableAt, DEFAULT_OTP_LIMITS, type OtpLimits } from '@nivaas/domain/sign-in';
import { errorMessage, usePlatform, useOtpFlow, type OtpServices } from '@nivaas/state';
import { OtpCodeForm, OtpPhoneForm, useOtpFailureText, Stack, Text } from '@nivaas/ui';
import { CaptchaStep } from '../captcha/captcha-step';
import { GoogleSignIn } from '../google/google-sign-in';
import { useAuthT } from '../auth-messages';
import { useAuthServices } from '../auth-services';
import { ForgotPasswordForm } from './forgot-password-form';
import { fetchOtpContent } from './otp-content';

export interface SignInFlowProps {
  /** Called once the session holds the new token and profile. */
  readonly onSignedIn: () => void;
  /**
   * Opens on the "Forgot password?" form: only the login page's #forgot-password, where an expired reset link
   * already sent points. Sign-in itself is by OTP only, so the flow offers no "Forgot password?" of its own.
   */
  readonly forgotOpen?: boolean;
  /** The mobile number to start with (the login page's `phone`: a booking's number). */
  readonly initialPhone?: string;
}

/**
 * The one sign-in flow: phone, then OTP (the shared phone + OTP flow: @nivaas/domain's machine,
 * @nivaas/state's useOtpFlow, libs/ui's two forms), with content.otp's wait and resends; Google below it
 * when configured. On success the session keeps token and profile and a success toast goes out.
 */
export function SignInFlow({ onSignedIn, forgotOpen = false, initialPhone = '' }: SignInFlowProps) {
  const platform = usePlatform();
  const auth = useAuthServices();
  const t = useAuthT();
  const [limits, setLimits] = useState<OtpLimits>(DEFAULT_OTP_LIMITS);
  useEffect(() => {
    let live = true;
    void auth
      .api()
      .then(fetchOtpContent)
      .then((content) => live && setLimits(content));
    return () => {
      live = false;
    };
  }, [auth]);

  const services = useMemo<OtpServices>(
    () => ({
      // After repeated failures the API asks for a check; its token goes with the next send (CaptchaStep).
      send: async (phone, captchaToken) =>
        (await auth.api()).sendOtp({ body: captchaToken ? { ...phone, captcha_token: captchaToken } : phone }),
      resend: async (phone) => (await auth.api()).resendOtp({ body: phone }),
      verify: async (phone, otp) => {
        try {
          const user = await (await auth.api()).verifyOtp({ body: { ...phone, otp } });
          platform.session.login(user.token, user);
        } catch (error) {
          // docs/rules.md section 8: an auth failure is stored.
          platform.session.setError(errorMessage(error));
          throw error;
        }
        platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('success.signedIn') });
        onSignedIn();
      },
    }),
    [auth, platform, t, onSignedIn],
  );
  const flow = useOtpFlow(services, limits, initialPhone);
  const { state } = flow;
  const failureText = useOtpFailureText();
  const [forgot, setForgot] = useState(forgotOpen);
  // A later ask (the page's fragment changing to #forgot-password) opens the form again, during render.
  const [askedOpen, setAskedOpen] = useState(forgotOpen);
  if (askedOpen !== forgotOpen) {
    setAskedOpen(forgotOpen);
    if (forgotOpen) setForgot(true);
  }

  if (forgot && state.step === 'phone') {
    return (
      <Stack gap={4}>
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </Stack>
    );
  }

  // The API asks for a check before another code (docs/rules.md 4): in place of the phone form, or under the blocked code.
  const asked = state.captcha === 'required' || state.captcha === 'failed';
  const kind = state.failure?.kind;
  const captcha = asked ? (
    <CaptchaStep
      failed={state.captcha === 'failed'}
      busy={state.busy === 'send'}
      onToken={(token) => void flow.sendWithCaptcha(token)}
      problem={kind === 'network' || kind === 'failed' ? failureText(state.failure) : undefined}
      onChangeNumber={state.step === 'phone' ? flow.changeNumber : undefined}
    />
  ) : null;
  if (asked && state.step === 'phone') return <Stack gap={4}>{captcha}</Stack>;

  return (
    <Stack gap={4}>
      {state.step === 'phone' ? (
        <>
          <Text muted size="sm">
            {t('signIn.intro')}
          </Text>
          <OtpPhoneForm
            countryCode={state.countryCode}
            phone={state.phone}
            onCountryCodeChange={flow.setCountryCode}
            onPhoneChange={flow.setPhone}
            onSubmit={() => void flow.send()}
            busy={state.busy === 'send'}
            failure={state.failure}
          />
          <GoogleSignIn onSignedIn={onSignedIn} />
        </>
      ) : (
        <OtpCodeForm
          // No-break spaces: the number stays on one line ("+91" at a line's end and the number on the next, at 360 px).
          sentTo={`${state.countryCode} ${state.phone}`.replace(/ /g, '\u00A0')}
          code={state.code}
          onCodeChange={flow.setCode}
          onVerify={(code) => void flow.verify(code)}
          onResend={() => void flow.resend()}
          onChangeNumber={flow.changeNumber}
          busy={state.busy === 'send' ? null : state.busy}
          blocked={state.blocked}
          failure={state.failure}
          resent={state.resent}
          resendAvailableAt={resendAvailableAt(state, limits)}
          verifyLabel={t('otp.verify')}
          verifyingLabel={t('otp.verifying')}
        />
      )}
      {captcha}
    </Stack>
  );
}

export default SignInFlow;

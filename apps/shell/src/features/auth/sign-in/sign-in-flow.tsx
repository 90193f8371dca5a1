import { GoogleSignIn } from '../google/google-sign-in';
import { useAuthT } from '../auth-messages';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { useSignInFlow } from './use-sign-in-flow';
import styles from './sign-in-flow.module.css';

export interface SignInFlowProps {
  /** Called once the session holds the new token and profile. */
  readonly onSignedIn: () => void;
}

/** The one sign-in flow: phone, then OTP; Google below it when configured. */
export function SignInFlow({ onSignedIn }: SignInFlowProps) {
  const t = useAuthT();
  const flow = useSignInFlow(onSignedIn);
  const { state } = flow;
  return (
    <div className={styles['flow']}>
      {state.step === 'phone' ? (
        <>
          <p className={styles['intro']}>{t('signIn.intro')}</p>
          <PhoneStep
            countryCode={state.countryCode}
            phone={state.phone}
            error={state.phoneError}
            busy={state.busy === 'send'}
            onCountryCodeChange={flow.setCountryCode}
            onPhoneChange={flow.setPhone}
            onSubmit={() => void flow.sendOtp()}
          />
          <GoogleSignIn onSignedIn={onSignedIn} />
        </>
      ) : (
        <OtpStep
          state={state}
          content={flow.content}
          onOtpChange={flow.setOtp}
          onVerify={(otp) => void flow.verifyOtp(otp)}
          onResend={() => void flow.resendOtp()}
          onChangeNumber={flow.changeNumber}
        />
      )}
    </div>
  );
}

export default SignInFlow;

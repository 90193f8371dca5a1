import { resendAvailableAt } from '@nivaas/domain/sign-in';
import { Button, Modal, OtpCodeForm, useOtpFailureText, Stack } from '@nivaas/ui';
import { usePaymentT } from './payment-messages';
import type { PayAtHotel } from './use-pay-at-hotel';
import styles from './payment-section.module.css';

/**
 * The OTP modal of pay at hotel: the code sent to the guest's mobile (libs/ui's OtpCodeForm on the shared flow:
 * resend after the wait, at most 6 resends, 3 verifies), verifying books. If the code could not be sent, it says
 * why and offers to send it again. "Change number" closes it: the number is the guest details' own.
 */
export function OtpModal({ payAtHotel }: { readonly payAtHotel: PayAtHotel }) {
  const t = usePaymentT();
  const failureText = useOtpFailureText();
  const { flow, otpModalOpen, closeOtp, sendOtp } = payAtHotel;
  const { state, limits } = flow;
  const phone = `${state.countryCode} ${state.phone}`;
  return (
    <Modal open={otpModalOpen} onClose={closeOtp} title={t('otp.title')} size="sm">
      {state.step === 'phone' ? (
        <Stack gap={3}>
          {state.failure && (
            <p role="alert" className={styles['failure']}>
              {failureText(state.failure)}
            </p>
          )}
          <Button fullWidth onClick={sendOtp} loading={state.busy === 'send'} loadingLabel={t('otp.sending')}>
            {t('otp.sendAgain')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={3}>
          <p>{t('otp.intro', { phone })}</p>
          <OtpCodeForm
            sentTo={phone}
            code={state.code}
            onCodeChange={flow.setCode}
            onVerify={(code) => void flow.verify(code)}
            onResend={() => void flow.resend()}
            onChangeNumber={closeOtp}
            busy={state.busy === 'send' ? null : state.busy}
            blocked={state.blocked}
            failure={state.failure}
            resent={state.resent}
            resendAvailableAt={resendAvailableAt(state, limits)}
            verifyLabel={t('otp.verify')}
            verifyingLabel={t('otp.verifying')}
          />
        </Stack>
      )}
    </Modal>
  );
}

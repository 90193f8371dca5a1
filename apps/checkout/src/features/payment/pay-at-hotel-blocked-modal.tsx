import { Button, Modal, useOtpFailureText, Stack } from '@nivaas/ui';
import { usePaymentT } from './payment-messages';
import type { PayAtHotel } from './use-pay-at-hotel';
import styles from './payment-section.module.css';

export interface PayAtHotelBlockedModalProps {
  readonly payAtHotel: PayAtHotel;
  /** Switches the section to pay now (the guest then presses Pay). */
  readonly onPayNow: () => void;
}

/**
 * docs/rules.md section 4: a 429 on an OTP-less booking. Says why (the API's sentence when one of its abuse limits
 * refused: what was limited and until when), offers pay now or verifying the phone with a code (an Indian
 * mobile only), and closes with a plain "Not now".
 */
export function PayAtHotelBlockedModal({ payAtHotel, onPayNow }: PayAtHotelBlockedModalProps) {
  const t = usePaymentT();
  const failureText = useOtpFailureText();
  const { blockedModalOpen, closeBlocked, canVerifyPhone, sendOtp, flow } = payAtHotel;
  const sendFailure = flow.state.step === 'phone' ? flow.state.failure : null;
  return (
    <Modal
      open={blockedModalOpen}
      onClose={closeBlocked}
      title={t('blocked.title')}
      size="sm"
      footer={
        <Stack gap={3}>
          <Button
            fullWidth
            onClick={() => {
              closeBlocked();
              onPayNow();
            }}
          >
            {t('blocked.payNow')}
          </Button>
          {canVerifyPhone && (
            <Button
              fullWidth
              variant="outline"
              onClick={sendOtp}
              loading={flow.state.busy === 'send'}
              loadingLabel={t('otp.sending')}
            >
              {t('blocked.verify')}
            </Button>
          )}
          <Button fullWidth variant="ghost" onClick={closeBlocked}>
            {t('blocked.close')}
          </Button>
        </Stack>
      }
    >
      <p>{payAtHotel.blockedMessage ?? t('blocked.body')}</p>
      <p>{canVerifyPhone ? t('blocked.options') : t('blocked.optionsForeign')}</p>
      {sendFailure && (
        <p role="alert" className={styles['failure']}>
          {failureText(sendFailure)}
        </p>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { isApiError, randomId } from '@nivaas/api-client';
import type { PaymentMethodCode } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { Button, RadioGroup, Heading } from '@nivaas/ui';
import { useBookingServices } from '../booking-services';
import { useBalancePaymentT } from './balance-payment-messages';
import styles from './balance-payment.module.css';

/** The anchor of the balance link the guest is sent (`links.pay_balance` ends in `#pay-balance`). */
export const PAY_BALANCE_ANCHOR = 'pay-balance';

/** UPI first, as Indian guests expect; wallets do not take part payments. */
const METHODS = ['upi', 'card', 'netbanking'] as const satisfies readonly PaymentMethodCode[];

export interface PayBalanceProps {
  readonly orderId: string;
  /** The booking's token, when the guest came by its link; a signed-in owner pays without one. */
  readonly token: string | undefined;
  /** The balance shown, in whole rupees: sent as expected_amount, so the API refuses a different one. */
  readonly amount: number;
  /** After a 409 (the balance changed): reload the confirmation to show the new amount. */
  readonly onChanged: () => void;
}

/**
 * The part-pay balance: a method choice (UPI first) and "Pay balance ₹X", which asks for a gateway order for
 * exactly the amount shown (one Idempotency-Key per visit, so a double tap makes one order) and then leaves
 * the site for the gateway's page.
 */
export function PayBalance({ orderId, token, amount, onChanged }: PayBalanceProps) {
  const t = useBalancePaymentT();
  const locale = useLocale();
  const { api, assignLocation } = useBookingServices();
  const [method, setMethod] = useState<PaymentMethodCode>('upi');
  const [key] = useState(() => randomId());
  const [state, setState] = useState<'idle' | 'paying' | 'failed'>('idle');
  const [changed, setChanged] = useState<string | null>(null);
  const shown = formatInr(amount, locale);

  const pay = async () => {
    setState('paying');
    setChanged(null);
    try {
      const answer = await api.payBalance({
        params: { orderId },
        headers: { 'idempotency-key': key },
        body: { ...(token ? { t: token } : {}), method, expected_amount: amount },
      });
      const url = answer.gateway_order?.checkout_url;
      if (!url) throw new Error('No gateway order');
      assignLocation(url);
    } catch (error) {
      setState('failed');
      if (isApiError(error) && error.status === 409) {
        setChanged(error.message);
        onChanged();
      }
    }
  };

  return (
    <section id={PAY_BALANCE_ANCHOR} className={styles['balance']} aria-labelledby="pay-balance-title" tabIndex={-1}>
      <Heading level={2} id="pay-balance-title">
        {t('title')}
      </Heading>
      <p>{t('body', { amount: shown })}</p>
      <RadioGroup
        legend={t('method')}
        name="balance-method"
        options={METHODS.map((code) => ({ value: code, label: t(`method.${code}`) }))}
        value={method}
        onChange={(value) => setMethod(value as PaymentMethodCode)}
      />
      <Button fullWidth size="lg" loading={state === 'paying'} loadingLabel={t('paying')} onClick={() => void pay()}>
        {t('pay', { amount: shown })}
      </Button>
      {state === 'failed' && <p role="alert">{changed ? t('changed', { message: changed }) : t('failed')}</p>}
    </section>
  );
}

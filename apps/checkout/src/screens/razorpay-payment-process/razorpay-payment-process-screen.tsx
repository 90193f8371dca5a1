import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import {
  bookingHistoryPath,
  homePath,
  paymentProcessPath,
  razorpayPaymentProcessPath,
  type ScreenProps,
} from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { Button, ErrorState } from '@nivaas/ui';
import { useBookingServices } from '../../features/booking-services';
import { CustomerCare } from '../../features/customer-care';
import { razorpayCheckoutFor, type RazorpayPayment } from '../../features/razorpay';
import { readProviderQuery, type ProviderQuery } from './read-provider-query';
import { useRazorpayT } from './razorpay-payment-process-messages';
import styles from './razorpay-payment-process.module.css';

function Links({ status }: { readonly status?: string }) {
  const t = useRazorpayT();
  return (
    <ul className={styles['links']}>
      {status && (
        <li>
          <Link to={status} replace>
            {t('link.status')}
          </Link>
        </li>
      )}
      <li>
        <Link to={homePath()}>{t('link.home')}</Link>
      </li>
      <li>
        <Link to={bookingHistoryPath()}>{t('link.history')}</Link>
      </li>
    </ul>
  );
}

/** Razorpay's redirect: our callback verifies the signature, then the payment page polls the booking's status. */
function ProviderCallback({ query }: { readonly query: Extract<ProviderQuery, { kind: 'callback' }> }) {
  const t = useRazorpayT();
  const navigate = useNavigate();
  const { api } = useBookingServices();
  const { body, token, orderId } = query;
  const result = useResource(`callback|${body.razorpay_order_id}|${body.razorpay_payment_id}`, (signal) =>
    api.gatewayCallback({ body }, { signal }),
  );
  const confirmedOrder = result.status === 'success' ? result.data?.order_id : undefined;
  useEffect(() => {
    if (confirmedOrder) navigate(paymentProcessPath(confirmedOrder, token), { replace: true });
  }, [confirmedOrder, navigate, token]);

  if (result.status === 'error') {
    return (
      <div className={styles['stack']}>
        <ErrorState
          title={t('verify.error.title')}
          description={t('verify.error.body')}
          retryLabel={t('verify.error.retry')}
          onRetry={result.reload}
          focusOnMount
        />
        <Links status={orderId ? paymentProcessPath(orderId, token) : undefined} />
        <CustomerCare />
      </div>
    );
  }
  return <p role="status">{t('verifying')}</p>;
}

/** Our checkout_url with Razorpay: opens the provider's checkout for the booking's gateway order. */
function ProviderCheckout({ query }: { readonly query: Extract<ProviderQuery, { kind: 'checkout' }> }) {
  const t = useRazorpayT();
  const locale = useLocale();
  const navigate = useNavigate();
  const services = useBookingServices();
  const { orderId, token, gateway } = query;
  const checkout = (services.razorpay ?? razorpayCheckoutFor)(gateway?.keyId ?? null);
  const [state, setState] = useState<'opening' | 'open' | 'dismissed' | 'failed'>('opening');
  const opened = useRef(false);
  const statusPath = paymentProcessPath(orderId, token);

  const open = useCallback(() => {
    if (!gateway?.keyId || !checkout.configured) return;
    setState('opening');
    const paid = (payment: RazorpayPayment) => {
      const next = new URLSearchParams({ ...payment, order_id: orderId, ...(token ? { t: token } : {}) });
      navigate(razorpayPaymentProcessPath(next), { replace: true });
    };
    checkout
      .open({
        keyId: gateway.keyId,
        gatewayOrderId: gateway.orderId,
        amount: gateway.amount,
        name: t('title'),
        description: t('description', { orderId }),
        onPaid: paid,
        onDismiss: () => setState('dismissed'),
      })
      .then(
        () => setState((now) => (now === 'opening' ? 'open' : now)),
        () => setState('failed'),
      );
  }, [checkout, gateway, navigate, orderId, t, token]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);

  if (!checkout.configured) {
    return (
      <div className={styles['card']} role="alert">
        <h2 className={styles['heading']}>{t('notConfigured.title')}</h2>
        <p>{t('notConfigured.body')}</p>
        <Links status={statusPath} />
      </div>
    );
  }
  if (!gateway) return <Invalid />;
  return (
    <div className={styles['card']}>
      <p role="status">
        {state === 'dismissed' ? t('dismissed') : state === 'failed' ? t('load.error') : t('opening')}
      </p>
      {(state === 'dismissed' || state === 'failed') && (
        <Button onClick={open} fullWidth>
          {t('pay', { amount: formatInr(gateway.amount, locale) })}
        </Button>
      )}
      <Links status={statusPath} />
    </div>
  );
}

function Invalid() {
  const t = useRazorpayT();
  return (
    <div className={styles['card']} role="alert">
      <h2 className={styles['heading']}>{t('invalid.title')}</h2>
      <p>{t('invalid.body')}</p>
      <Links />
    </div>
  );
}

/** /razorpay-payment-process/: the card provider's page (its redirect back, or the checkout to open). */
export default function RazorpayPaymentProcessScreen({ searchParams }: ScreenProps) {
  const t = useRazorpayT();
  const query = readProviderQuery(searchParams);
  return (
    <section className={styles['page']} aria-labelledby="razorpay-title">
      <h1 id="razorpay-title" className={styles['title']}>
        {t('title')}
      </h1>
      {query.kind === 'callback' ? (
        <ProviderCallback query={query} />
      ) : query.kind === 'checkout' ? (
        <ProviderCheckout query={query} />
      ) : (
        <Invalid />
      )}
    </section>
  );
}

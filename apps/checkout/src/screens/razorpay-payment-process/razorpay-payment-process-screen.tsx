import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatInr } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { paymentProcessPath, razorpayPaymentProcessPath, type ScreenProps } from '@nivaas/routes';
import { useResource } from '@nivaas/state';
import { Button, ErrorState, Page, Section, Card, Stack } from '@nivaas/ui';
import { useBookingServices } from '../../features/booking-services';
import { CustomerCare } from '../../features/customer-care';
import { WayOutLinks } from '../../features/way-out';
import { razorpayCheckoutFor, type RazorpayPayment } from '../../features/razorpay';
import { readProviderQuery, type ProviderQuery } from './read-provider-query';
import { useRazorpayT } from './razorpay-payment-process-messages';

function Links({ status }: { readonly status?: string }) {
  const t = useRazorpayT();
  return (
    <WayOutLinks
      first={
        status && (
          <li>
            <Link to={status} replace>
              {t('link.status')}
            </Link>
          </li>
        )
      }
    />
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
      <Stack gap={3}>
        <ErrorState
          title={t('verify.error.title')}
          description={t('verify.error.body')}
          retryLabel={t('verify.error.retry')}
          onRetry={result.reload}
          focusOnMount
        />
        <Links status={orderId ? paymentProcessPath(orderId, token) : undefined} />
        <CustomerCare />
      </Stack>
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
      <Section as="div" card role="alert" title={t('notConfigured.title')}>
        <p>{t('notConfigured.body')}</p>
        <Links status={statusPath} />
      </Section>
    );
  }
  if (!gateway) return <Invalid />;
  return (
    <Card outlined gap="md">
      <p role="status">
        {state === 'dismissed' ? t('dismissed') : state === 'failed' ? t('load.error') : t('opening')}
      </p>
      {(state === 'dismissed' || state === 'failed') && (
        <Button onClick={open} fullWidth>
          {t('pay', { amount: formatInr(gateway.amount, locale) })}
        </Button>
      )}
      <Links status={statusPath} />
    </Card>
  );
}

function Invalid() {
  const t = useRazorpayT();
  return (
    <Section as="div" card role="alert" title={t('invalid.title')}>
      <p>{t('invalid.body')}</p>
      <Links />
    </Section>
  );
}

/** /razorpay-payment-process/: the card provider's page (its redirect back, or the checkout to open). */
export default function RazorpayPaymentProcessScreen({ searchParams }: ScreenProps) {
  const t = useRazorpayT();
  const query = readProviderQuery(searchParams);
  return (
    <Page as="section" aria-labelledby="razorpay-title" headingProps={{ id: 'razorpay-title' }} heading={t('title')}>
      {query.kind === 'callback' ? (
        <ProviderCallback query={query} />
      ) : query.kind === 'checkout' ? (
        <ProviderCheckout query={query} />
      ) : (
        <Invalid />
      )}
    </Page>
  );
}

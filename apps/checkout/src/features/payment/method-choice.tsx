import { RadioGroup, Skeleton, StateView, type ViewStatus, Text } from '@nivaas/ui';
import type { PaymentMethod } from './payment-methods';
import { usePaymentT } from './payment-messages';
import styles from './payment-section.module.css';

export interface MethodChoiceProps {
  /** isPaymentMethodsLoading is this status being 'loading'. */
  readonly status: ViewStatus;
  readonly methods: readonly PaymentMethod[];
  readonly value: string | null;
  readonly onChange: (code: string) => void;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}

/** The payment methods of the chosen mode (UPI first): skeletons while they load, Retry when they failed. */
export function MethodChoice({ status, methods, value, onChange, onRetry, retrying }: MethodChoiceProps) {
  const t = usePaymentT();
  return (
    <StateView
      status={status}
      loadingLabel={t('methods.loading')}
      loading={<Skeleton variant="rect" className={styles['methodsSkeleton']} />}
      headingLevel={3}
      focusRetryOnError={false}
      error={{
        title: t('methods.error.title'),
        description: t('methods.error.body'),
        retryLabel: t('methods.retry'),
        onRetry,
        retrying,
      }}
    >
      {() =>
        methods.length === 0 ? (
          <Text muted size="sm">
            {t('methods.empty')}
          </Text>
        ) : (
          <RadioGroup
            legend={t('methods.legend')}
            name="payment-method"
            options={methods.map((m) => ({ value: m.code, label: m.name }))}
            value={value}
            onChange={onChange}
          />
        )
      }
    </StateView>
  );
}

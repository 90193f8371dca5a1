import { useState, type FormEvent } from 'react';
import type { Checkout } from '@nivaas/api-client/contract';
import { formatInr, isBlank } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import type { AsyncStatus } from '@nivaas/state';
import { Button, Modal, TextField } from '@nivaas/ui';
import { useCouponsT } from './coupons-messages';
import styles from './coupons.module.css';

/** A coupon the room offers (getRoomPrices' coupon of the room type), with its terms and saving. */
export interface CouponSuggestion {
  readonly code: string;
  readonly description: string | null;
  /** What it saves on this stay's plan, whole rupees (0 when unknown). */
  readonly saving: number;
}

export interface CouponSectionProps {
  readonly checkout: Checkout;
  readonly suggestion: CouponSuggestion | null;
  readonly applyStatus: AsyncStatus | undefined;
  readonly removeStatus: AsyncStatus | undefined;
  /** The API's first error message of the last failed coupon call (SPEC.md 8). */
  readonly error: string | null;
  /** Resolves true when the coupon applied. */
  readonly onApply: (code: string) => Promise<boolean>;
  readonly onRemove: () => Promise<boolean>;
}

/**
 * The applied coupon with Remove, or "Apply a coupon": a modal with the room's coupon (its terms and saving)
 * and a code field. There is no call listing every coupon, so the modal offers the one the pricing picked for
 * this room and any code the guest has; a refusal shows the API's first error message.
 */
export function CouponSection(props: CouponSectionProps) {
  const { checkout, suggestion, applyStatus, removeStatus, error, onApply, onRemove } = props;
  const t = useCouponsT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const applied = checkout.coupon.couponName;
  const saving = checkout.price.selected_rate_plan.price.coupon_discount;
  const applying = applyStatus === 'loading';

  const apply = async (value: string) => {
    if (isBlank(value)) {
      setCodeError(t('code.required'));
      return;
    }
    setCodeError(null);
    if (await onApply(value.trim().toUpperCase())) {
      setOpen(false);
      setCode('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };

  return (
    <section className={styles['coupons']} aria-labelledby="coupons-title">
      <h2 id="coupons-title" className={styles['heading']}>
        {t('heading')}
      </h2>
      {applied ? (
        <div className={styles['applied']}>
          <p>{t('applied', { code: applied, saving: formatInr(saving, locale) })}</p>
          <Button
            variant="ghost"
            onClick={() => void onRemove()}
            disabled={removeStatus === 'loading'}
            aria-label={t('remove.label', { code: applied })}
          >
            {t('remove')}
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      )}
      {!open && error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <p className={styles['status']} role="status">
        {removeStatus === 'loading' ? t('removing') : ''}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} title={t('modal.title')}>
        <div className={styles['modal']}>
          {suggestion ? (
            <section aria-labelledby="coupon-suggested-title" className={styles['suggested']}>
              <h3 id="coupon-suggested-title">{t('suggested.heading')}</h3>
              <p className={styles['code']}>{suggestion.code}</p>
              {suggestion.description && <p>{suggestion.description}</p>}
              {suggestion.saving > 0 && (
                <p className={styles['saving']}>
                  {t('suggested.saving', { saving: formatInr(suggestion.saving, locale) })}
                </p>
              )}
              <Button
                onClick={() => void apply(suggestion.code)}
                disabled={applying}
                aria-label={t('suggested.apply.label', { code: suggestion.code })}
              >
                {t('suggested.apply')}
              </Button>
            </section>
          ) : (
            <p>{t('none')}</p>
          )}
          <form onSubmit={submit} noValidate className={styles['form']}>
            <TextField
              label={t('code.label')}
              name="coupon_code"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={codeError ?? (error && !applying ? error : undefined)}
            />
            <Button type="submit" variant="secondary" disabled={applying}>
              {t('code.apply')}
            </Button>
          </form>
          <p className={styles['status']} role="status">
            {applying ? t('applying') : ''}
          </p>
        </div>
      </Modal>
    </section>
  );
}

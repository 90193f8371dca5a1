import { useState } from 'react';
import type { Checkout, ItineraryCoupon } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { isBlank } from '@nivaas/domain/validation';
import { useLocale } from '@nivaas/i18n';
import type { AsyncStatus } from '@nivaas/state';
import { Button, LoadingState, Modal, TextField, Section, Stack, Text, useForm } from '@nivaas/ui';
import { CouponList } from './coupon-list';
import { useCouponsT } from './coupons-messages';
import styles from './coupons.module.css';

export interface CouponSectionProps {
  readonly checkout: Checkout;
  /** The itinerary's coupons (getItineraryCoupons); null while they load or when they could not be had. */
  readonly coupons: readonly ItineraryCoupon[] | null;
  readonly applyStatus: AsyncStatus | undefined;
  readonly removeStatus: AsyncStatus | undefined;
  /** The API's first error message of the last failed coupon call (docs/rules.md 8). */
  readonly error: string | null;
  /** Resolves true when the coupon applied. */
  readonly onApply: (code: string) => Promise<boolean>;
  readonly onRemove: () => Promise<boolean>;
  /** Opens sign-in (a members' coupon, or a code refused for a guest). */
  readonly onSignIn: () => void;
}

/**
 * The applied coupon with Remove, or "Apply a coupon": a modal listing every coupon with its saving on this
 * stay or what it takes (sign in, a first booking, a minimum amount), and a field for a code the guest has; a
 * refusal shows the API's first error message, with Sign in beside it when signing in is the way.
 */
export function CouponSection(props: CouponSectionProps) {
  const { checkout, coupons, applyStatus, removeStatus, error, onApply, onRemove, onSignIn } = props;
  const t = useCouponsT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const applied = checkout.coupon.couponName;
  const saving = checkout.price.selected_rate_plan.price.coupon_discount;
  const applying = applyStatus === 'loading';

  const apply = async (value: string) => {
    if (await onApply(value.trim().toUpperCase())) {
      setOpen(false);
      form.setValue('code', '');
    }
  };
  // The field's own code; a listed coupon's Apply sends its code past it (and hides a blank code's message).
  const form = useForm<{ code: string }, 'code'>({
    initial: { code: '' },
    fields: ['code'],
    validate: ({ code }) => (isBlank(code) ? { code: t('code.required') } : {}),
    onSubmit: ({ code }) => apply(code),
    idPrefix: 'coupon',
  });
  // A refusal for a coupon a guest gets by signing in offers that, never only "Log in to use".
  const refusedForGuest = !!error && coupons?.some((c) => c.status === 'login_required' && error.includes(c.code));
  const signIn = () => {
    setOpen(false);
    onSignIn();
  };

  return (
    <Section card="raised" gap="sm" headingId="coupons-title" title={t('heading')}>
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
      {!open && refusedForGuest && (
        <Button variant="outline" onClick={signIn}>
          {t('list.login.action')}
        </Button>
      )}
      <Text size="sm" role="status">
        {removeStatus === 'loading' ? t('removing') : ''}
      </Text>
      <Modal open={open} onClose={() => setOpen(false)} title={t('modal.title')}>
        <Stack gap={3}>
          {coupons === null ? (
            <LoadingState label={t('list.loading')} />
          ) : coupons.length > 0 ? (
            <CouponList
              t={t}
              coupons={coupons}
              applying={applying}
              onApply={(next) => {
                form.clearErrors();
                void apply(next);
              }}
              onSignIn={signIn}
            />
          ) : (
            <p>{t('none')}</p>
          )}
          <Stack as="form" onSubmit={(event) => void form.submit(event)} noValidate gap={3}>
            <TextField
              label={t('code.label')}
              name="coupon_code"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              id={form.idOf('code')}
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
              error={form.errorOf('code') ?? (error && !applying ? error : undefined)}
            />
            <Button type="submit" variant="secondary" disabled={applying}>
              {t('code.apply')}
            </Button>
            {refusedForGuest && (
              <Button variant="outline" onClick={signIn}>
                {t('list.login.action')}
              </Button>
            )}
          </Stack>
          <Text size="sm" role="status">
            {applying ? t('applying') : ''}
          </Text>
        </Stack>
      </Modal>
    </Section>
  );
}

import { useId } from 'react';
import type { RatePlanPrice } from '@nivaas/api-client/contract';
import type { OfferPlan } from './corporate-plan';
import { formatInr } from '@nivaas/domain';
import { stayPriceSummary } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import { PriceTag, Tag } from '@nivaas/ui';
import type { RoomsT } from './rooms-messages';
import styles from './rooms.module.css';

export interface RatePlanOptionProps {
  readonly t: RoomsT;
  readonly plan: OfferPlan;
  /** One radio group across every room type: one room and plan is chosen at a time. */
  readonly name: string;
  readonly checked: boolean;
  /** The room cannot be booked (too small, not priced) or this plan is sold out. */
  readonly disabled: boolean;
  readonly nights: number;
  readonly roomCount: number;
  readonly couponCode: string | null;
  readonly memberDiscountApplied: boolean;
  readonly signedIn: boolean;
  /** The tag of the plan's special rate (specialRateLabel), or null: only a plan the prices mark has one. */
  readonly specialLabel?: string | null;
  readonly onChoose: () => void;
}

/** A plan by its cancellation terms, in the page's language (the API's name says the same in English). */
export const ratePlanName = (t: RoomsT, plan: Pick<RatePlanPrice, 'type'>) =>
  t(plan.type === 'refundable' ? 'plan.refundable' : 'plan.non-refundable');

/**
 * One rate plan of a room type as a radio: its name and price per night (taxes and fees included, with the
 * struck price and discount only when real), then refundability, tag, description, the stay total, the coupon
 * and member savings in it, and for a signed-out visitor what a member pays.
 */
export function RatePlanOption({
  t,
  plan,
  name,
  checked,
  disabled,
  nights,
  roomCount,
  couponCode,
  memberDiscountApplied,
  signedIn,
  specialLabel = null,
  onChoose,
}: RatePlanOptionProps) {
  const id = useId();
  const locale = useLocale();
  const money = (amount: number) => formatInr(amount, locale);
  const price = stayPriceSummary(plan, nights);
  const soldOut = plan.isSoldOut;
  const memberPrice = !signedIn && plan.memberPrice < plan.sellingPrice ? plan.memberPrice : null;
  // What a member pays in money with their points (the room prices call's apply_wallet); used at checkout if chosen.
  const withPoints = signedIn && plan.walletDiscountedPrice < plan.sellingPrice ? plan.walletDiscountedPrice : null;
  return (
    <div className={styles.plan} data-checked={checked || undefined} data-disabled={disabled || undefined}>
      <input
        id={id}
        className={styles.radio}
        type="radio"
        name={name}
        value={plan.code}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className={styles.planLabel}>
        <span className={styles.planName}>{ratePlanName(t, plan)}</span>
        {soldOut ? (
          <span className={styles.soldOut}>{t('plan.sold-out')}</span>
        ) : (
          <PriceTag
            amount={price.perNight}
            strikedAmount={price.strikedPerNight ?? undefined}
            discountPercentage={price.discountPercentage}
            suffix={t('plan.per-night')}
            discountLabel={(percent) => t('plan.discount', { percent })}
            strikedLabel={t('plan.striked')}
            formatter={money}
          />
        )}
      </label>
      <div id={`${id}-details`} className={styles.planDetails}>
        {specialLabel && (
          <Tag tone="success" className={styles.special}>
            {specialLabel}
          </Tag>
        )}
        {plan.description && <span className={styles.planDescription}>{plan.description}</span>}
        {!soldOut && (
          <span className={styles.stayTotal}>
            {t('plan.stay-total', {
              price: money(price.stay),
              nights: t('nights', { count: nights }),
              rooms: t('rooms', { count: roomCount }),
            })}
          </span>
        )}
        {!soldOut && couponCode && plan.couponDiscount > 0 && (
          <span className={styles.saving}>
            {t('plan.coupon', { code: couponCode, saving: money(plan.couponDiscount) })}
          </span>
        )}
        {!soldOut && (plan.corporateDiscount ?? 0) > 0 && (
          <span className={styles.saving}>
            {t('plan.corporate', {
              saving: money(plan.sellingPrice < plan.strikedPrice ? plan.strikedPrice - plan.sellingPrice : 0),
            })}
          </span>
        )}
        {!soldOut && memberDiscountApplied && plan.memberDiscount > 0 && (
          <span className={styles.saving}>{t('plan.member-applied', { saving: money(plan.memberDiscount) })}</span>
        )}
        {!soldOut && memberPrice !== null && (
          <span className={styles.member}>{t('plan.member-price', { price: money(memberPrice) })}</span>
        )}
        {!soldOut && withPoints !== null && (
          <span className={styles.member}>{t('plan.points-price', { price: money(withPoints) })}</span>
        )}
      </div>
    </div>
  );
}

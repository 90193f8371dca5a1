import { formatInr, formatViewDate } from '@nivaas/domain';
import { type PriceBreakup, type StayLineKind } from '@nivaas/domain/prices';
import { useLocale } from '@nivaas/i18n';
import { Modal, VisuallyHidden } from '@nivaas/ui';
import { usePriceBreakupT } from './price-breakup-messages';
import styles from './price-breakup.module.css';

export interface PriceBreakupModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** priceBreakup (@nivaas/domain) of the chosen plan. */
  readonly breakup: PriceBreakup;
  readonly roomName: string;
  readonly planName: string;
  readonly couponCode: string | null;
}

/**
 * docs/rules.md's price breakup modal (libs/ui Modal: focus trapped, Escape closes): each night's tariff times the
 * rooms, the discounts, tax, platform fee and the total, which is the selling price the API quoted, so it is
 * what checkout charges; then pay at hotel and part pay where the plan offers them.
 */
export function PriceBreakupModal({ open, onClose, breakup, roomName, planName, couponCode }: PriceBreakupModalProps) {
  const t = usePriceBreakupT();
  const locale = useLocale();
  const money = (amount: number) => formatInr(amount, locale);
  const minus = (amount: number) => t('minus', { amount: money(amount) });
  const lineLabel = (kind: StayLineKind) => {
    switch (kind) {
      case 'room':
        return t('room-charges');
      case 'member':
        return t('discount.member');
      case 'coupon':
        return couponCode ? t('discount.coupon', { code: couponCode }) : t('discount.coupon-unnamed');
      case 'corporate':
        return t('discount.corporate');
      case 'tax':
        return t('tax');
      case 'fee':
        return t('platform-fee');
    }
  };
  const rows: { key: string; label: string; amount: string; kind?: 'sub' | 'saving' }[] = [
    ...breakup.nights.map((night) => ({
      key: `night-${night.date}`,
      label: t('night.line', {
        date: formatViewDate(night.date, locale),
        price: money(night.perRoom),
        rooms: t('rooms', { count: night.rooms }),
      }),
      amount: money(night.amount),
      kind: 'sub' as const,
    })),
    // The lines every price summary has, each saving once (stayPriceLines).
    ...breakup.summary.stay.lines.map((line) => ({
      key: line.kind,
      label: lineLabel(line.kind),
      amount: line.amount < 0 ? minus(-line.amount) : money(line.amount),
      ...(line.amount < 0 ? { kind: 'saving' as const } : {}),
    })),
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <p className={styles.choice}>{t('choice', { room: roomName, plan: planName })}</p>
      <table className={styles.table}>
        <VisuallyHidden as="caption">{t('table.label')}</VisuallyHidden>
        <VisuallyHidden as="thead">
          <tr>
            <th scope="col">{t('table.item')}</th>
            <th scope="col">{t('table.amount')}</th>
          </tr>
        </VisuallyHidden>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.kind ? styles[row.kind] : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t('total')}</th>
            <td>{money(breakup.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>{t('total.note')}</p>
      {breakup.payAtHotel !== null && (
        <p className={styles.note}>{t('pay-at-hotel', { price: money(breakup.payAtHotel) })}</p>
      )}
      {breakup.partPay && (
        <p className={styles.note}>
          {t('part-pay', { price: money(breakup.partPay.amount), percent: breakup.partPay.percent })}
        </p>
      )}
    </Modal>
  );
}

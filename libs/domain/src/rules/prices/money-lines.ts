/** One line of a money summary: a signed amount in whole rupees (a saving or a deduction is negative). */
export interface MoneyLine<K extends string> {
  readonly kind: K;
  readonly amount: number;
}

/** Lines and their total: the total is always the sum of the lines, so a summary adds up by construction. */
export interface MoneySummary<K extends string> {
  readonly lines: readonly MoneyLine<K>[];
  readonly total: number;
}

/** The lines of what a stay costs: room tariff, each saving once, tax and platform fee. */
export type StayLineKind = 'room' | 'member' | 'coupon' | 'corporate' | 'tax' | 'fee';

/** The lines from the stay's price to what is charged: points and a payment offer come off it. */
export type PayLineKind = 'stay' | 'points' | 'offer';

/** The amounts of a stay's price, in whole rupees, each one positive. */
export interface StayAmounts {
  /** Room tariff of all rooms and nights, before savings and tax. */
  readonly roomCharges: number;
  readonly memberDiscount: number;
  readonly couponDiscount: number;
  /** A corporate user's negotiated rate (docs/rules.md 6), instead of member and coupon savings. */
  readonly corporateDiscount: number;
  /** GST on the tariff after savings. */
  readonly tax: number;
  readonly platformFee: number;
}

/** What comes off the stay's price before anyone pays: wallet points and a payment method's offer. */
export interface PayAmounts {
  readonly stayTotal: number;
  readonly points: number;
  readonly offer: number;
}

const whole = (amount: number) => (Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0);

/** The sum of the lines' amounts. */
export function sumOfLines(lines: readonly MoneyLine<string>[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

function summary<K extends string>(lines: readonly (MoneyLine<K> | null)[]): MoneySummary<K> {
  const kept = lines.filter((line): line is MoneyLine<K> => line !== null);
  return { lines: kept, total: sumOfLines(kept) };
}

const saving = <K extends string>(kind: K, amount: number): MoneyLine<K> | null =>
  whole(amount) > 0 ? { kind, amount: -whole(amount) } : null;

/**
 * The price of a stay as the itinerary, the price breakup, the confirmation, the booking detail and their
 * offline copies list it: room tariff, the member saving, the coupon's and a corporate rate's (each once, only
 * when there is one), tax and platform fee (always shown, even at ₹0, so a guest sees there is no hidden fee). The total
 * is their sum: the price with taxes and fees, before points.
 */
export function stayPriceLines(amounts: StayAmounts): MoneySummary<StayLineKind> {
  return summary<StayLineKind>([
    { kind: 'room', amount: whole(amounts.roomCharges) },
    saving('member', amounts.memberDiscount),
    saving('coupon', amounts.couponDiscount),
    saving('corporate', amounts.corporateDiscount),
    { kind: 'tax', amount: whole(amounts.tax) },
    { kind: 'fee', amount: whole(amounts.platformFee) },
  ]);
}

/**
 * From the stay's price to the amount charged: wallet points and a payment offer are ways of paying less
 * for the same stay, not savings on its price, so they come after its total. The total is what the gateway
 * (or the hotel) is asked for in all, however it is split between now and later.
 */
export function amountToPayLines(amounts: PayAmounts): MoneySummary<PayLineKind> {
  return summary<PayLineKind>([
    { kind: 'stay', amount: whole(amounts.stayTotal) },
    saving('points', amounts.points),
    saving('offer', amounts.offer),
  ]);
}

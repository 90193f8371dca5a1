import type { CancellationDetails } from '@nivaas/api-client/contract';

/**
 * What cancelling gives back, read from the API's refund rule (refund_amount and cancellation_charge always add up
 * to the money paid: cancellationRefund in @nivaas/domain):
 * - `nothingPaid`: no money was paid (pay at hotel), so nothing is kept and nothing needs refunding;
 * - `full`: all the money paid comes back; `partial`: some is kept as the charge;
 * - `none`: money was paid and none comes back (a non-refundable plan).
 * So a free-cancellation booking paid at the hotel is never warned "No money is refunded": nothing was paid.
 */
export type RefundOutcome = 'nothingPaid' | 'full' | 'partial' | 'none';

export function refundOutcome(
  details: Pick<CancellationDetails, 'refund_amount' | 'cancellation_charge'>,
): RefundOutcome {
  const refund = Math.max(0, details.refund_amount);
  const charge = Math.max(0, details.cancellation_charge);
  if (refund + charge === 0) return 'nothingPaid';
  if (charge === 0) return 'full';
  return refund > 0 ? 'partial' : 'none';
}

/** docs/rules.md sections 3 and 9: payment status max attempts 10. */
export const PAYMENT_STATUS_MAX_POLLS = 10;

/** docs/rules.md section 4: the attempt counter increments on each poll; polling stops at the maximum. */
export function canPollPaymentStatus(attempts: number, maxAttempts: number = PAYMENT_STATUS_MAX_POLLS): boolean {
  return attempts < maxAttempts;
}

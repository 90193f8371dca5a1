import type { Queryable } from '../../db/database';

export interface PaymentAttempt {
  gateway_order_id: string;
  order_id: string;
  /** 'booking': pays the booking (pay now or part pay); 'balance': the part-pay balance later. */
  purpose: 'booking' | 'balance';
  /** What the gateway order charges (after the offer). */
  amount: number;
  offer_discount: number;
  method: string | null;
  offer_id: string | null;
  /** created -> paid | declined | cancelled; refund_due when money arrived for a booking that could not take it. */
  status: 'created' | 'paid' | 'declined' | 'cancelled' | 'refund_due';
  payment_id: string | null;
  failure_reason: string | null;
  idempotency_key: string | null;
  created_at: Date;
}

export async function insertAttempt(
  db: Queryable,
  a: Pick<
    PaymentAttempt,
    | 'gateway_order_id'
    | 'order_id'
    | 'purpose'
    | 'amount'
    | 'offer_discount'
    | 'method'
    | 'offer_id'
    | 'idempotency_key'
  >,
): Promise<PaymentAttempt> {
  const [row] = await db.query<PaymentAttempt>(
    `INSERT INTO payment_attempts (gateway_order_id, order_id, purpose, amount, offer_discount, method, offer_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [a.gateway_order_id, a.order_id, a.purpose, a.amount, a.offer_discount, a.method, a.offer_id, a.idempotency_key],
  );
  if (!row) throw new Error('payment attempt insert returned nothing');
  return row;
}

export async function findAttempt(db: Queryable, gatewayOrderId: string): Promise<PaymentAttempt | null> {
  const [row] = await db.query<PaymentAttempt>('SELECT * FROM payment_attempts WHERE gateway_order_id = $1', [
    gatewayOrderId,
  ]);
  return row ?? null;
}

export async function findAttemptByKey(db: Queryable, key: string): Promise<PaymentAttempt | null> {
  const [row] = await db.query<PaymentAttempt>('SELECT * FROM payment_attempts WHERE idempotency_key = $1', [key]);
  return row ?? null;
}

import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { createGatewayOrder, GATEWAY_ORDER_TIMEOUT_MS, RAZORPAY_ORDERS_URL } from './gateway';

/** A Razorpay that never answers: the call only ends when its signal aborts it, as fetch does. */
const neverAnswers = (seen: { url?: string; signal?: AbortSignal | null }) => (url: string, init: RequestInit) => {
  seen.url = url;
  seen.signal = init.signal;
  return new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
};

describe('Razorpay order creation timeout', () => {
  const ctx = { gateway: { provider: 'razorpay', keyId: 'rzp_test_key', keySecret: 's' } } as unknown as AppContext;
  const booking = { order_id: 'NVX1', access_token: 'a'.repeat(43) };

  it('waits 5 s by default', () => {
    expect(GATEWAY_ORDER_TIMEOUT_MS).toBe(5000);
  });

  it('given Razorpay never answers, then the order fails within the timeout with a 502 in the error shape', async () => {
    const seen: { url?: string; signal?: AbortSignal | null } = {};
    const started = Date.now();
    const error = await createGatewayOrder(ctx, booking, 100, { fetch: neverAnswers(seen), timeoutMs: 100 }).catch(
      (e: unknown) => e,
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2000);
    expect(seen.url).toBe(RAZORPAY_ORDERS_URL);
    expect(seen.signal).toBeInstanceOf(AbortSignal);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 502, message: expect.stringMatching(/payment gateway/) });
  });

  it('given Razorpay answers a 5xx or a body without an id, then a 502 too', async () => {
    for (const response of [new Response('oops', { status: 503 }), Response.json({})]) {
      const error = await createGatewayOrder(ctx, booking, 100, { fetch: async () => response }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ statusCode: 502 });
    }
  });

  it('given Razorpay answers an order, then its id is the gateway order', async () => {
    const order = await createGatewayOrder(ctx, booking, 100, {
      fetch: async () => Response.json({ id: 'order_R9' }),
    });
    expect(order).toMatchObject({ gateway: 'razorpay', gateway_order_id: 'order_R9', amount: 100 });
  });
});

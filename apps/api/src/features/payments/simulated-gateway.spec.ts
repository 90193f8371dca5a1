import { formatInr } from '@nivaas/domain';
import { call, expectedAmount, guest, itinerary, useTestApp } from '../../testing/test-app';
import { expiryValid, luhnValid } from './simulated-payment-form';

describe('simulated gateway page', () => {
  const app = useTestApp();
  const order = async (checkin: number) => {
    const it0 = await itinerary(app(), { checkin, nights: 1 });
    const res = await call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it0.bid}/pay-now/`,
      headers: { 'idempotency-key': `sim-${checkin}-${Date.now()}` },
      payload: { guest, method: 'card', expected_amount: await expectedAmount(app(), it0.bid, 'pay-now') },
    });
    return res.body as {
      order_id: string;
      confirmation_token: string;
      amount_due_now: number;
      gateway_order: { gateway_order_id: string; checkout_url: string };
    };
  };
  const submit = (gw: string, form: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/payments/gateway/simulate/${gw}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const state = async (orderId: string) =>
    (await call(app(), { method: 'GET', url: `/api/v1/payments/${orderId}/status/` })).body;
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

  it('checks card numbers by Luhn and expiry dates against the month', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    const now = new Date(Date.UTC(2026, 5, 15));
    expect(expiryValid('06/26', now)).toBe(true);
    expect(expiryValid('05/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
  });

  it('shows the order, the amount and the method tabs as links, with the three actions, and no script', async () => {
    const o = await order(60);
    const page = await app().inject({ method: 'GET', url: o.gateway_order.checkout_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(o.order_id);
    expect(page.body).toContain(`Pay ${formatInr(o.amount_due_now)}`);
    expect(page.body).toContain('Simulate a declined payment');
    expect(page.body).toContain('Cancel payment');
    expect(page.body).toContain('name="card_number"');
    expect(page.body).not.toContain('<script');
    const upi = await app().inject({ method: 'GET', url: `${o.gateway_order.checkout_url}?method=upi` });
    expect(upi.body).toContain('name="vpa"');
    expect(upi.body).toMatch(/href="[^"]*\?method=upi" aria-current="page"/);
  });

  it('given a bad card, then the page comes back with each field error, 400, and nothing is paid', async () => {
    const o = await order(61);
    const res = await submit(o.gateway_order.gateway_order_id, {
      method: 'card',
      action: 'pay',
      card_number: '4111 1111 1111 1112',
      expiry: '01/20',
      cvv: '12',
      card_name: '<b>x</b>',
    });
    expect(res.statusCode).toBe(400);
    for (const message of [
      'Enter a valid card number',
      'Enter an expiry date MM/YY that has not passed',
      'Enter the 3 or 4 digit CVV',
    ])
      expect(res.body).toContain(message);
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(res.body).not.toContain('<b>x</b>');
    expect(await state(o.order_id)).toMatchObject({ status: 'PENDING_PAYMENT', paid_amount: 0 });
    const vpa = await submit(o.gateway_order.gateway_order_id, { method: 'upi', action: 'pay', vpa: 'nobank' });
    expect(vpa.statusCode).toBe(400);
    expect(vpa.body).toContain('Enter a UPI ID like name@bank');
  });

  it('given a valid card, then it pays, confirms and returns to the payment page with the token', async () => {
    const o = await order(62);
    const res = await submit(o.gateway_order.gateway_order_id, {
      method: 'card',
      action: 'pay',
      card_number: '4111 1111 1111 1111',
      expiry: `12/${nextYear}`,
      cvv: '123',
      card_name: 'Asha Rao',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment-process/${o.order_id}/?t=${o.confirmation_token}`);
    expect(await state(o.order_id)).toMatchObject({ status: 'CONFIRMED', paid_amount: o.amount_due_now });
    const closed = await app().inject({ method: 'GET', url: o.gateway_order.checkout_url });
    expect(closed.body).toContain('This payment is no longer open');
  });

  it('given cancel, then the attempt and the booking say cancelled and nothing is paid; net banking and wallets pay with a choice', async () => {
    const o = await order(63);
    const res = await submit(o.gateway_order.gateway_order_id, { method: 'netbanking', action: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(await state(o.order_id)).toMatchObject({ failure_reason: 'cancelled', paid_amount: 0 });
    const nb = await order(64);
    expect((await submit(nb.gateway_order.gateway_order_id, { method: 'netbanking', action: 'pay' })).statusCode).toBe(
      400,
    );
    const paid = await submit(nb.gateway_order.gateway_order_id, {
      method: 'netbanking',
      action: 'pay',
      bank: 'HDFC Bank',
    });
    expect(paid.statusCode).toBe(303);
    const w = await order(65);
    await submit(w.gateway_order.gateway_order_id, { method: 'wallet', action: 'pay', wallet: 'Paytm' });
    expect(await state(w.order_id)).toMatchObject({ status: 'CONFIRMED' });
  });
});

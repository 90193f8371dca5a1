import { formatInr } from '@nivaas/domain';
import { call, useTestApp } from '../../testing/test-app';
import { payNowOrder } from '../../testing/gateway';
import { expiryValid, luhnValid } from './simulated-payment-form';

describe('simulated gateway page', () => {
  const app = useTestApp();
  const order = (checkin: number) => payNowOrder(app(), checkin, 'card', `sim-${checkin}-${Date.now()}`);
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

  describe('junk input', () => {
    const json = (res: { body: string; headers: Record<string, unknown> }) => {
      expect(String(res.headers['content-type'])).toContain('application/json');
      return JSON.parse(res.body) as { error: string; errors: string[] };
    };

    it('given a form with a field it does not have, or a field of kilobytes, then 400 naming it, and nothing is paid', async () => {
      const o = await order(66);
      const gw = o.gateway_order.gateway_order_id;
      const extra = await submit(gw, { method: 'wallet', action: 'pay', wallet: 'Paytm', amount: '1' });
      expect(extra.statusCode).toBe(400);
      expect(json(extra).errors).toContain('body has an unknown field amount');
      const long = await submit(gw, { method: 'card', action: 'pay', card_name: 'x'.repeat(5000) });
      expect(long.statusCode).toBe(400);
      expect(json(long).errors).toContain('body/card_name must NOT have more than 100 characters');
      const action = await submit(gw, { method: 'wallet', action: 'refund', wallet: 'Paytm' });
      expect(action.statusCode).toBe(400);
      expect(await state(o.order_id)).toMatchObject({ status: 'PENDING_PAYMENT', paid_amount: 0 });
    });

    it('given a form bigger than the page could post, then 413; an unknown method tab or order id, then 400', async () => {
      const o = await order(67);
      const huge = await app().inject({
        method: 'POST',
        url: `/api/v1/payments/gateway/simulate/${o.gateway_order.gateway_order_id}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `method=upi&action=pay&vpa=${'a'.repeat(20_000)}`,
      });
      expect(huge.statusCode).toBe(413);
      json(huge);
      const tab = await app().inject({ method: 'GET', url: `${o.gateway_order.checkout_url}?method=crypto` });
      expect(tab.statusCode).toBe(400);
      expect(json(tab).errors[0]).toMatch(/^querystring\/method /);
      const id = await app().inject({ method: 'GET', url: '/api/v1/payments/gateway/checkout/order_../' });
      expect(id.statusCode).toBe(400);
      json(id);
    });

    it('reads form bodies on its own routes only: a form posted to the payment callback is 415', async () => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/v1/payments/gateway/callback/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=00',
      });
      expect(res.statusCode).toBe(415);
      json(res);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { call, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { gatewayCallback } from '../../testing/gateway';

/**
 * The guest's messages through the local adapter (no provider configured): what a booking event
 * writes to the outbox and what GET /api/dev/outbox/ gives back.
 */
const SECRET = 'notifications-spec-secret';

describe('notifications outbox (local adapter)', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET });
  const key = () => `notify-${randomBytes(8).toString('hex')}`;
  let seq = 0;
  const mobile = () => `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq++).padStart(2, '0')}`;

  async function payAtHotel(a: TestApp, g: Record<string, unknown>, checkin: number) {
    // Signed in as that mobile, so pay at hotel needs no OTP (the OTP is not a booking message).
    const token = await login(a, String(g['mobile']));
    const it = await itinerary(a, { token, hotelId: 1001, checkin, nights: 1 });
    const res = await call(a, {
      token,
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it.bid}/pay-at-hotel/`,
      headers: { 'idempotency-key': key() },
      payload: { guest: g, expected_amount: await expectedAmount(a, it.bid, 'pay-at-hotel', token) },
    });
    expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
    const [row] = await a.ctx.db.query<{
      access_token: string;
      cancel_hash: string;
      checkin_hash: string;
      feedback_id: string;
    }>('SELECT access_token, cancel_hash, checkin_hash, feedback_id FROM bookings WHERE order_id = $1', [
      res.body.order_id,
    ]);
    return {
      orderId: res.body.order_id as string,
      total: res.body.booking.price.selected_rate_plan.price.net_payable_amount as number,
      row: row!,
    };
  }
  /**
   * The booking messages sent to an address. The guests here sign in by OTP first, and the login
   * code's SMS (kind otp) is in the outbox too: it is left out, as it is not a booking message.
   */
  const outbox = async (a: TestApp, to: string) => {
    const res = await call(a, { method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` });
    const data = res.body.data as { kind: string }[] | undefined;
    return { ...res, body: data ? { ...res.body, data: data.filter((m) => m.kind !== 'otp') } : res.body };
  };

  it('given a pay-at-hotel booking with an email and WhatsApp opted in, then SMS, email and WhatsApp carry its links', async () => {
    const phone = mobile();
    const email = `guest.${phone}@example.in`;
    const booked = await payAtHotel(app(), { ...guest, mobile: phone, email, hasOptedForWhatsapp: true }, 21);

    const byMobile = await outbox(app(), phone);
    expect(byMobile.status).toBe(200);
    expect(byMobile.body.data.map((m: { channel: string }) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    const sms = byMobile.body.data.find((m: { channel: string }) => m.channel === 'sms');
    expect(sms).toMatchObject({ to: `+91${phone}`, kind: 'booking_confirmed', order_id: booked.orderId });
    expect(sms.links).toEqual({
      confirmation: `/confirmation/${booked.orderId}/?t=${booked.row.access_token}`,
      cancellation: `/c-${booked.row.cancel_hash}/`,
      web_checkin: `/web-checkin/${booked.row.checkin_hash}/`,
      feedback: `/feedback/${booked.row.feedback_id}/`,
    });
    expect(sms.body).toContain(booked.orderId);
    expect(sms.body).toContain(`Pay ₹${booked.total.toLocaleString('en-IN')} at the hotel`);
    expect(sms.body).toContain(`http://localhost:4200/confirmation/${booked.orderId}/?t=${booked.row.access_token}`);

    // The same messages by the number with its country code (a + in a query arrives as a space).
    expect((await outbox(app(), `+91${phone}`)).body.data).toHaveLength(2);
    const plus = (await call(app(), { method: 'GET', url: `/api/dev/outbox/?to=+91${phone}` })).body.data;
    expect(plus.filter((m: { kind: string }) => m.kind !== 'otp')).toHaveLength(2);

    const byEmail = await outbox(app(), email.toUpperCase());
    expect(byEmail.body.data).toHaveLength(1);
    expect(byEmail.body.data[0]).toMatchObject({ channel: 'email', to: email, kind: 'booking_confirmed' });
    expect(byEmail.body.data[0].subject).toMatch(/^Booking confirmed: .+, \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/);
    expect(byEmail.body.data[0].body).toContain(`Hello ${guest.name},`);
    expect(byEmail.body.data[0].body).toContain(
      `Web check-in: http://localhost:4200/web-checkin/${booked.row.checkin_hash}/`,
    );
  });

  it('given no email and no WhatsApp opt-in, then only the SMS is sent', async () => {
    const phone = mobile();
    await payAtHotel(app(), { name: 'Plain Guest', mobile: phone }, 24);
    const sent = await outbox(app(), phone);
    expect(sent.body.data.map((m: { channel: string }) => m.channel)).toEqual(['sms']);
  });

  it('given the same event sent again, then the guest still has one message per channel', async () => {
    const phone = mobile();
    const booked = await payAtHotel(app(), { ...guest, mobile: phone, hasOptedForWhatsapp: true }, 27);
    await app().ctx.notifications.send({ kind: 'booking_confirmed', orderId: booked.orderId });
    await app().ctx.notifications.send({ kind: 'booking_confirmed', orderId: booked.orderId });
    expect((await outbox(app(), phone)).body.data).toHaveLength(2);
  });

  it('given a cancellation by its hash, then the guest is told once, with no cancellation or check-in link left', async () => {
    const phone = mobile();
    const booked = await payAtHotel(app(), { ...guest, mobile: phone }, 30);
    const cancel = () =>
      call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        payload: {
          order_id: booked.orderId,
          cancellation_hash: booked.row.cancel_hash,
          cancellation_reason: 'change_of_plans',
          message: '',
          communication_type: 'sms',
        },
      });
    expect((await cancel()).status).toBe(200);
    await cancel();
    const sent = (await outbox(app(), phone)).body.data.filter((m: { kind: string }) => m.kind === 'booking_cancelled');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain(`Booking ${booked.orderId} at`);
    expect(sent[0].body).toContain('is cancelled');
    expect(Object.keys(sent[0].links)).toEqual(['confirmation']);
  });

  it('given a part-pay booking, then its confirmation carries the balance link, and paying the balance tells the guest once', async () => {
    const phone = mobile();
    const token = await login(app(), phone);
    const it = await itinerary(app(), { token, hotelId: 1001, checkin: 36, nights: 2 });
    const signed = (gw: string, paymentId: string) => gatewayCallback(app(), SECRET, gw, paymentId);
    const part = await call(app(), {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it.bid}/part-pay/`,
      token,
      headers: { 'idempotency-key': key() },
      payload: {
        guest: { ...guest, mobile: phone },
        expected_amount: await expectedAmount(app(), it.bid, 'part-pay', token),
      },
    });
    expect(part.status).toBe(200);
    const orderId = part.body.order_id as string;
    expect((await outbox(app(), phone)).body.data).toEqual([]); // nothing is confirmed before the payment
    expect((await signed(part.body.gateway_order.gateway_order_id, 'pay_notify0001')).body.status).toBe('CONFIRMED');
    const [confirmed] = (await outbox(app(), phone)).body.data;
    expect(confirmed).toMatchObject({ kind: 'booking_confirmed', order_id: orderId });
    expect(confirmed.links.pay_balance).toBe(`/confirmation/${orderId}/?t=${part.body.confirmation_token}#pay-balance`);
    expect(confirmed.body).toMatch(/Paid ₹[\d,]+, balance ₹[\d,]+ due\./);

    const balance = await call(app(), {
      method: 'POST',
      url: `/api/v1/booking/${orderId}/pay-balance/`,
      token,
      headers: { 'idempotency-key': key() },
      payload: {
        expected_amount: (await call(app(), { method: 'GET', url: `/api/v1/payments/${orderId}/status/`, token })).body
          .pending_amount,
      },
    });
    expect(balance.status).toBe(200);
    const gw = balance.body.gateway_order.gateway_order_id as string;
    await signed(gw, 'pay_notify0002');
    await signed(gw, 'pay_notify0002');
    const paid = (await outbox(app(), phone)).body.data.filter((m: { kind: string }) => m.kind === 'balance_paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toContain('nothing more to pay');
    expect(paid[0].links).not.toHaveProperty('pay_balance');
  });

  it('given a login code, then it is one SMS of kind otp in the outbox and the same code is in the development inbox', async () => {
    const phone = mobile();
    expect(
      (await call(app(), { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: phone } })).status,
    ).toBe(200);
    const inbox = (await call(app(), { method: 'GET', url: `/api/dev/otp-inbox/?phone=${phone}` })).body.otp as string;
    const sent = (await call(app(), { method: 'GET', url: `/api/dev/outbox/?to=${phone}` })).body.data;
    expect(sent).toEqual([
      expect.objectContaining({
        channel: 'sms',
        to: `+91${phone}`,
        kind: 'otp',
        order_id: null,
        body: `Nivaas: ${inbox} is your login code. It works for 10 minutes. Never share it.`,
        links: {},
      }),
    ]);
  });

  it('given nothing was sent to an address, then the outbox is empty, and a bad query is a 400', async () => {
    expect((await outbox(app(), 'nobody@example.in')).body).toEqual({ data: [] });
    expect((await call(app(), { method: 'GET', url: '/api/dev/outbox/' })).status).toBe(400);
  });
});

import { randomBytes } from 'node:crypto';
import { call, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';

/**
 * The queue in the running API: MSG91 configured, its booking SMS hanging (the login code still answers), the
 * worker polling as in production (every 50 ms here).
 */
const TEMPLATES = 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4,otp:5';

describe('booking messages through the queue', () => {
  /** Booking SMS hang until the test lets them through; the login code (template 5) is answered at once. */
  let hang = true;
  const waiting: (() => void)[] = [];
  const flows: string[] = [];
  const app = useTestApp({
    env: {
      NOTIFY_SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_TEMPLATES: TEMPLATES,
      MSG91_BASE_URL: 'http://127.0.0.1:4010/',
      NOTIFY_POLL_MS: '50',
      NOTIFY_STOP_WAIT_MS: '100',
    },
    fetch: async (url, init) => {
      const body = JSON.parse(String(init.body)) as { template_id: string };
      flows.push(`${url} ${body.template_id}`);
      if (body.template_id !== '5' && hang)
        await new Promise<void>((resolve, reject) => {
          waiting.push(resolve);
          init.signal?.addEventListener('abort', () => reject(new Error('timed out')));
        });
      return Response.json({ type: 'success', message: `req-${flows.length}` });
    },
    warn: () => undefined,
  });
  const key = () => `queue-${randomBytes(8).toString('hex')}`;

  async function payAtHotel(a: TestApp, phone: string, checkin: number) {
    const token = await login(a, phone);
    const it = await itinerary(a, { token, hotelId: 1001, checkin, nights: 1 });
    const res = await call(a, {
      token,
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${it.bid}/pay-at-hotel/`,
      headers: { 'idempotency-key': key() },
      payload: {
        guest: { ...guest, mobile: phone },
        expected_amount: await expectedAmount(a, it.bid, 'pay-at-hotel', token),
      },
    });
    return res;
  }
  const smsRow = async (orderId: string) =>
    (
      await app().ctx.db.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM outbox WHERE order_id = $1 AND channel = 'sms'`,
        [orderId],
      )
    )[0];

  it('given MSG91 hanging, then the booking answers at once, and its SMS goes (through MSG91_BASE_URL) when MSG91 answers', async () => {
    const started = Date.now();
    const booked = await payAtHotel(app(), '9813300001', 40);
    expect(booked.status).toBe(200);
    expect(booked.body.status).toBe('CONFIRMED');
    expect(Date.now() - started).toBeLessThan(4_000); // never the provider's 5 s
    // The worker woke and is waiting on MSG91 with the row leased.
    for (let i = 0; i < 100 && !waiting.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flows.at(-1)).toBe('http://127.0.0.1:4010/api/v5/flow 1');
    expect(await smsRow(booked.body.order_id)).toEqual({ status: 'sending', attempts: 1 });
    hang = false;
    waiting.splice(0).forEach((resolve) => resolve());
    for (let i = 0; i < 100 && (await smsRow(booked.body.order_id))?.status !== 'sent'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await smsRow(booked.body.order_id)).toEqual({ status: 'sent', attempts: 1 });
    expect(await app().ctx.notifications.queue.stats()).toMatchObject({ queued: 0, sending: 0, dead: 0 });
  });

  it('given a booking whose messages were never written (its instance died after the commit), then the sweep writes and sends them', async () => {
    hang = false;
    const booked = await payAtHotel(app(), '9813300002', 43);
    expect(booked.status).toBe(200);
    const orderId = booked.body.order_id as string;
    // As if the instance had died between the booking's commit and the messages' write.
    await app().ctx.db.query('DELETE FROM outbox WHERE order_id = $1', [orderId]);
    expect(await app().ctx.notifications.queue.sweep()).toBe(0); // still within the grace: the request's own
    expect(await app().ctx.notifications.queue.sweep(0)).toBe(1);
    expect(await app().ctx.notifications.queue.sweep(0)).toBe(0);
    // The dev outbox waits (bounded) until the SMS has had its first attempt.
    const sent = await call(app(), { method: 'GET', url: '/api/dev/outbox/?to=9813300002' });
    expect(sent.body.data.filter((m: { kind: string }) => m.kind === 'booking_confirmed')).toHaveLength(1);
    expect(await smsRow(orderId)).toEqual({ status: 'sent', attempts: 1 });
  });
});

import { randomBytes } from 'node:crypto';
import { addDays } from '@nivaas/domain';
import { kolkataInstant, stayTimesFromPolicies } from '@nivaas/domain/booking';
import { call, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { gatewayCallback } from '../../testing/gateway';
import { payItinerary, randomMobile } from '../../testing/booking';

const SECRET = 'account-rules-secret';
const HOTEL = 1004;
const HOUR = 3_600_000;

/** API side: what the guest's links carry, web check-in window, refund deadline, history paging. */
describe('account rules', () => {
  let clock: Date | null = null;
  // RATE_LIMITS off: one member here holds more OTP-less bookings in a day than a guest may (http/rate-limits.ts).
  const app = useTestApp({ gatewayKeySecret: SECRET, now: () => clock ?? new Date(), env: { RATE_LIMITS: 'off' } });
  afterEach(() => {
    clock = null;
  });

  /** A booking made now (real clock): pay at hotel, or pay now confirmed by the signed gateway callback. */
  const book = async (
    a: TestApp,
    opts: {
      token?: string;
      checkin: number;
      nights?: number;
      plan?: 'EP' | 'NRP';
      mode?: 'pay-at-hotel' | 'pay-now' | 'part-pay';
    },
  ) => {
    const mode = opts.mode ?? 'pay-at-hotel';
    const it0 = await itinerary(a, {
      token: opts.token,
      checkin: opts.checkin,
      nights: opts.nights ?? 2,
      hotelId: HOTEL,
      plan: opts.plan,
    });
    const mobile = randomMobile('97');
    const res = await payItinerary(a, it0.bid, mode, { token: opts.token, keyPrefix: 'acct', mobile });
    if (res.status !== 200) throw new Error(`booking ${res.status} ${JSON.stringify(res.body)}`);
    if (mode === 'pay-now') {
      const gw = res.body.gateway_order.gateway_order_id as string;
      const paymentId = `pay_${randomBytes(6).toString('hex')}`;
      const cb = await gatewayCallback(a, SECRET, gw, paymentId);
      if (cb.status !== 200) throw new Error(`callback ${cb.status} ${JSON.stringify(cb.body)}`);
    }
    const [row] = await a.ctx.db.query<{
      order_id: string;
      cancel_hash: string;
      checkin_hash: string;
      feedback_id: string;
      paid_amount: number;
      checkin: string;
      checkout: string;
      price: { price: { selected_rate_plan: { price: { sell_price: number } } } };
    }>('SELECT * FROM bookings WHERE order_id = $1', [res.body.order_id]);
    return { ...row!, mobile };
  };
  const checkinTime = async (a: TestApp) =>
    stayTimesFromPolicies(
      await a.ctx.db.query<{ policy_type: string; description: string; short_description: string }>(
        'SELECT policy_type, description, short_description FROM hotel_policies WHERE hotel_id = $1',
        [HOTEL],
      ),
    ).checkin;

  describe('the feedback id and web check-in hash reach the guest', () => {
    it('given a confirmed booking, then its detail (for the owner) and the confirmation messages carry the feedback and web check-in links', async () => {
      const token = await login(app(), '9816000001');
      const b = await book(app(), { token, checkin: 12 });
      const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/`, token });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        feedback_id: b.feedback_id,
        web_checkin_hash: b.checkin_hash,
        links: {
          feedback: `/feedback/${b.feedback_id}/`,
          web_checkin: `/web-checkin/${b.checkin_hash}/`,
          cancellation: `/c-${b.cancel_hash}/`,
          confirmation: expect.stringMatching(new RegExp(`^/confirmation/${b.order_id}/\\?t=`)),
          pay_balance: null,
        },
      });
      type Message = { kind: string; order_id: string; channel: string; links: Record<string, string>; body: string };
      const outbox = async (to: string) =>
        ((await call(app(), { method: 'GET', url: `/api/dev/outbox/?to=${to}` })).body.data as Message[]).filter(
          (m) => m.kind === 'booking_confirmed' && m.order_id === b.order_id,
        );
      const messages = [...(await outbox(b.mobile)), ...(await outbox(guest.email))];
      expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      for (const m of messages)
        expect(m.links).toMatchObject({
          feedback: `/feedback/${b.feedback_id}/`,
          web_checkin: `/web-checkin/${b.checkin_hash}/`,
        });
      const email = messages.find((m) => m.channel === 'email')!;
      expect(email.body).toContain(`/feedback/${b.feedback_id}/`);
      expect(email.body).toContain(`/web-checkin/${b.checkin_hash}/`);
      // Another user never sees them.
      const other = await login(app(), '9816000002');
      expect((await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/`, token: other })).status).toBe(
        404,
      );
    });
  });

  describe('web check-in window', () => {
    const url = (hash: string) => `/api/v1/web-checkin/${hash}/`;
    const form = {
      guests: [{ name: 'Meera Iyer' }],
      expected_arrival_time: '13:30',
      id_type: 'aadhaar',
      id_last4: '4321',
    };

    it('given the moment before it opens, then GET says when and POST is 400; from the opening second POST checks in (CHECKED_IN), twice is harmless', async () => {
      const token = await login(app(), '9816000003');
      const b = await book(app(), { token, checkin: 6 });
      const opensAt = new Date(kolkataInstant(b.checkin, await checkinTime(app())).getTime() - 48 * HOUR);
      const closesAt = kolkataInstant(addDays(b.checkin, 1));
      clock = new Date(opensAt.getTime() - 1000);
      const before = await call(app(), { method: 'GET', url: url(b.checkin_hash) });
      expect(before.body).toMatchObject({
        open: false,
        opens_at: opensAt.toISOString(),
        closes_at: closesAt.toISOString(),
        status: 'CONFIRMED',
        checked_in: false,
      });
      const early = await call(app(), { method: 'POST', url: url(b.checkin_hash), payload: form });
      expect(early.status).toBe(400);
      expect(early.body.error).toMatch(/^Web check-in opens on /);
      expect((await call(app(), { method: 'GET', url: url(b.checkin_hash) })).body.checked_in).toBe(false);

      clock = opensAt;
      const done = await call(app(), { method: 'POST', url: url(b.checkin_hash), payload: form });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        open: true,
        checked_in: true,
        status: 'CHECKED_IN',
        status_display_text: 'Checked in',
      });
      const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/`, token });
      expect(detail.body).toMatchObject({ status: 'CHECKED_IN', status_display_text: 'Checked in' });
      const again = await call(app(), {
        method: 'POST',
        url: url(b.checkin_hash),
        payload: { ...form, expected_arrival_time: '15:00' },
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'CHECKED_IN', checked_in: true, expected_arrival_time: '15:00' });
    });

    it('given the end of the check-in day in Kolkata (18:30 UTC), then it has closed: 400; one second before it is open', async () => {
      const b = await book(app(), { token: await login(app(), '9816000005'), checkin: 7 });
      const closesAt = kolkataInstant(addDays(b.checkin, 1));
      clock = closesAt;
      const late = await call(app(), { method: 'POST', url: url(b.checkin_hash), payload: form });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatch(/closed/);
      expect((await call(app(), { method: 'GET', url: url(b.checkin_hash) })).body).toMatchObject({
        open: false,
        status: 'CONFIRMED',
      });
      clock = new Date(closesAt.getTime() - 1000);
      expect((await call(app(), { method: 'POST', url: url(b.checkin_hash), payload: form })).status).toBe(200);
    });

    // Regression: a stay that ended still offered web check-in on its card, details and confirmation.
    it('given a stay that ended (check-out before today in Kolkata), then no link offers web check-in and posting is refused as ended', async () => {
      const token = await login(app(), '9816000007');
      const b = await book(app(), { token, checkin: 14, nights: 2 });
      const links = async () => {
        const detail = await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/`, token });
        const history = await call(app(), {
          method: 'POST',
          url: '/api/v1/booking/booking-history/',
          token,
          payload: { limit: 50 },
        });
        const item = [...history.body.context.upcoming, ...history.body.context.previous].find(
          (i: { order_id: string }) => i.order_id === b.order_id,
        );
        const confirmation = await call(app(), {
          method: 'GET',
          url: `/api/v1/booking/${b.order_id}/confirmation/`,
          token,
        });
        return [detail.body.links.web_checkin, item.links.web_checkin, confirmation.body.links.web_checkin];
      };
      const offered = `/web-checkin/${b.checkin_hash}/`;
      expect(await links()).toEqual([offered, offered, offered]);
      // 10:00 IST on the day after check-out: the stay has ended.
      clock = new Date(`${addDays(b.checkout, 1)}T04:30:00Z`);
      expect(await links()).toEqual([null, null, null]);
      const late = await call(app(), { method: 'POST', url: url(b.checkin_hash), payload: form });
      expect(late.status).toBe(400);
      expect(late.body.error).toBe('This stay has ended: web check-in is no longer possible');
      // On the check-out day itself the check-in day has passed too: not offered (the window closed).
      clock = new Date(`${b.checkout}T04:30:00Z`);
      expect(await links()).toEqual([null, null, null]);
      // On the check-in day it still is.
      clock = new Date(`${b.checkin}T04:30:00Z`);
      expect(await links()).toEqual([offered, offered, offered]);
    });
  });

  describe('cancellation deadline in Asia/Kolkata', () => {
    const details = (hash: string) =>
      call(app(), { method: 'GET', url: `/api/growth/cancellation/booking_details/${hash}` });
    const cancel = (b: { order_id: string; cancel_hash: string }) =>
      call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        payload: { order_id: b.order_id, cancellation_hash: b.cancel_hash, cancellation_reason: 'change_of_plans' },
      });

    it('given a paid refundable booking, then the full amount is refunded up to 24 h before check-in (Kolkata) and one night is kept a second later, shown before confirming and recorded', async () => {
      const b = await book(app(), { checkin: 9, nights: 2, mode: 'pay-now' });
      expect(b.paid_amount).toBeGreaterThan(0);
      const deadline = new Date(kolkataInstant(b.checkin, await checkinTime(app())).getTime() - 24 * HOUR);
      const oneNight = Math.round(b.price.price.selected_rate_plan.price.sell_price / 2);
      // UTC midnights around the deadline: the UTC date is not the Kolkata date (05:30 ahead).
      clock = new Date(`${addDays(b.checkin, -2)}T23:59:00Z`); // 05:29 IST the day before check-in
      expect((await details(b.cancel_hash)).body).toMatchObject({
        refund_amount: b.paid_amount,
        free_cancellation: true,
      });
      clock = new Date(`${addDays(b.checkin, -1)}T23:59:00Z`); // 05:29 IST on the check-in day
      expect((await details(b.cancel_hash)).body).toMatchObject({
        refund_amount: b.paid_amount - oneNight,
        cancellation_charge: oneNight,
        free_cancellation: false,
      });
      clock = deadline;
      const atDeadline = await details(b.cancel_hash);
      expect(atDeadline.body).toMatchObject({
        status: 'CONFIRMED',
        refundable: true,
        free_cancellation: true,
        refund_amount: b.paid_amount,
        cancellation_charge: 0,
        deadline: deadline.toISOString(),
        policy_text: "Free cancellation till 24 hours before check-in; after that one night's tariff is charged.",
        status_message: 'Free cancellation: the amount paid will be refunded',
      });
      clock = new Date(deadline.getTime() + 1000);
      const shown = await details(b.cancel_hash);
      expect(shown.body).toMatchObject({ refund_amount: b.paid_amount - oneNight, free_cancellation: false });
      const done = await cancel(b);
      expect(done.body).toMatchObject({
        status: 'CANCEL',
        refund_amount: b.paid_amount - oneNight,
        cancellation_charge: oneNight,
        free_cancellation: false,
      });
      const [row] = await app().ctx.db.query<{ refund_amount: number; cancellation_charge: number }>(
        'SELECT refund_amount, cancellation_charge FROM bookings WHERE order_id = $1',
        [b.order_id],
      );
      expect(row).toEqual({ refund_amount: b.paid_amount - oneNight, cancellation_charge: oneNight });
      // The page after cancelling shows what was recorded, whatever the clock says later.
      clock = null;
      expect((await details(b.cancel_hash)).body).toMatchObject({ refund_amount: b.paid_amount - oneNight });
    });

    it('given a refundable booking cancelled at its deadline, then the whole amount paid is recorded as refunded', async () => {
      const b = await book(app(), { checkin: 10, mode: 'pay-now' });
      clock = new Date(kolkataInstant(b.checkin, await checkinTime(app())).getTime() - 24 * HOUR);
      const done = await cancel(b);
      expect(done.body).toMatchObject({ status: 'CANCEL', refund_amount: b.paid_amount, cancellation_charge: 0 });
    });

    it('given a non-refundable booking, then no refund is shown before confirming nor recorded, however early', async () => {
      const b = await book(app(), { checkin: 30, plan: 'NRP', mode: 'pay-now' });
      expect(b.paid_amount).toBeGreaterThan(0);
      const shown = await details(b.cancel_hash);
      expect(shown.body).toMatchObject({
        refundable: false,
        free_cancellation: false,
        refund_amount: 0,
        cancellation_charge: b.paid_amount,
        deadline: null,
        policy_text: 'A lower price; no refund if you cancel.',
        status_message: 'Non-refundable plan: the amount paid will not be refunded',
      });
      expect((await cancel(b)).body).toMatchObject({ status: 'CANCEL', refund_amount: 0 });
    });

    // Regression: cancelling a free-cancellation booking paid at the hotel was told "the amount paid will be refunded"
    // by the API and "No money is refunded" by the page; nothing was paid, so nothing is kept or refunded.
    it('given a free-cancellation booking paid at the hotel, then nothing is charged, nothing is refunded, and it says so', async () => {
      const b = await book(app(), { token: await login(app(), '9816000008'), checkin: 32, mode: 'pay-at-hotel' });
      expect(b.paid_amount).toBe(0);
      expect((await details(b.cancel_hash)).body).toMatchObject({
        refundable: true,
        free_cancellation: true,
        refund_amount: 0,
        cancellation_charge: 0,
        status_message: 'Nothing was paid for this booking, so cancelling costs nothing and there is nothing to refund',
      });
      expect((await cancel(b)).body).toMatchObject({ status: 'CANCEL', refund_amount: 0, cancellation_charge: 0 });
    });
  });

  describe('booking history paging', () => {
    const history = (token: string, body: object) =>
      call(app(), { method: 'POST', url: '/api/v1/booking/booking-history/', token, payload: body });
    const ids = (items: { order_id: string }[]) => items.map((i) => i.order_id);

    it('pages each list on its own: upcoming soonest first, previous latest first, with per-list totals; OTA part-pay entries without a link are hidden', async () => {
      const token = await login(app(), '9816000004');
      const up = [];
      for (const checkin of [40, 35, 45]) up.push(await book(app(), { token, checkin }));
      const gone = [];
      for (const checkin of [36, 46, 41]) {
        const b = await book(app(), { token, checkin });
        gone.push(b);
        await call(app(), {
          method: 'POST',
          url: '/api/growth/cancellation/cancel-booking/',
          payload: { order_id: b.order_id, cancellation_hash: b.cancel_hash, cancellation_reason: 'other' },
        });
      }
      // An OTA part-pay booking with nothing to pay here (no link): hidden from upcoming (docs/rules.md 4).
      const ota = await book(app(), { token, checkin: 38, mode: 'part-pay' });
      await app().ctx.db.query(`UPDATE bookings SET channel = 'OTA' WHERE order_id = $1`, [ota.order_id]);

      const upcomingOrder = [up[1]!, up[0]!, up[2]!].map((b) => b.order_id); // 35, 40, 45
      const previousOrder = [gone[1]!, gone[2]!, gone[0]!].map((b) => b.order_id); // 46, 41, 36
      const page1 = await history(token, { page: 1, limit: 2 });
      expect(page1.status).toBe(200);
      expect(ids(page1.body.context.upcoming)).toEqual(upcomingOrder.slice(0, 2));
      expect(ids(page1.body.context.previous)).toEqual(previousOrder.slice(0, 2));
      expect(page1.body).toMatchObject({ page: 1, limit: 2, total: 6, totals: { upcoming: 3, previous: 3 } });
      const page2 = await history(token, { page: 2, limit: 2 });
      expect(ids(page2.body.context.upcoming)).toEqual(upcomingOrder.slice(2));
      expect(ids(page2.body.context.previous)).toEqual(previousOrder.slice(2));
      const onlyPast = await history(token, { page: 2, limit: 1, list: 'previous' });
      expect(onlyPast.body.context.upcoming).toEqual([]);
      expect(ids(onlyPast.body.context.previous)).toEqual([previousOrder[1]]);
      expect(onlyPast.body.totals).toEqual({ upcoming: 3, previous: 3 });
      expect((await history(token, { page: 3, limit: 2 })).body.context).toEqual({ upcoming: [], previous: [] });
      expect((await history(token, { list: 'past' })).status).toBe(400);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { call, day, expectErrorBody, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { payItinerary, randomMobile } from '../../testing/booking';

interface Hashes {
  order_id: string;
  cancel_hash: string;
  checkin_hash: string;
}

describe('booking calls: detail, web check-in, cancellation', () => {
  // The app clock: web check-in is only open from 48 h before check-in, so those tests move it.
  let clock: Date | null = null;
  // RATE_LIMITS off: the file's one member holds more OTP-less bookings in a day than a guest may (http/rate-limits.ts).
  const app = useTestApp({ now: () => clock ?? new Date(), env: { RATE_LIMITS: 'off' } });
  afterEach(() => {
    clock = null;
  });
  let token = '';
  const book = async (
    a: TestApp,
    mode: 'pay-at-hotel' | 'pay-now',
    checkin: number,
    nights = 2,
    roomconfig = '1-0',
  ): Promise<Hashes & { total: number }> => {
    const it0 = await itinerary(a, { token, checkin, nights, hotelId: 1004, roomconfig });
    const res = await payItinerary(a, it0.bid, mode, { token, keyPrefix: 'bk', mobile: randomMobile('98') });
    if (res.status !== 200) throw new Error(`booking ${res.status}`);
    const [row] = await a.ctx.db.query<Hashes>(
      'SELECT order_id, cancel_hash, checkin_hash FROM bookings WHERE order_id = $1',
      [res.body.order_id],
    );
    return { ...row!, total: it0.price.selected_rate_plan.price['total_price_with_platform_fee']! };
  };
  const booked = async (checkin: number) =>
    (
      await app().ctx.db.query<{ booked: number }>(
        `SELECT booked FROM inventory WHERE hotel_id = 1004 AND room_type = 'common' AND date = $1`,
        [day(checkin)],
      )
    )[0]?.booked ?? 0;
  const expect400 = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  };

  beforeAll(async () => {
    token = await login(app(), '9815000001');
  }, 60_000);

  it('GET /api/v1/booking/:orderId/ returns the history item with the price snapshot', async () => {
    const b = await book(app(), 'pay-at-hotel', 20, 3);
    const res = await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/`, token });
    expect(res.body).toMatchObject({
      order_id: b.order_id,
      status: 'CONFIRMED',
      status_display_text: 'Confirmed',
      paid_at_hotel: true,
      checkin_date: day(20),
      checkout_date: day(23),
      total_number_of_nights: 3,
      room_config: { no_of_adults: 1, no_of_childs: 0, room_count: 1, room_type: 'common' },
      user_detail: { name: guest.name, contact_number: expect.stringMatching(/^98\d{8}$/) },
      payment_detail: { paid_amount: 0, total_amount_with_platform_fee: b.total, pending_amount: b.total },
      cancel_hash: b.cancel_hash,
    });
    expect((await call(app(), { method: 'GET', url: `/api/v1/booking/${b.order_id}/` })).status).toBe(401);
    expect400(await call(app(), { method: 'GET', url: `/api/v1/booking/${'X'.repeat(41)}/`, token }));
  });

  describe('web check-in', () => {
    const ok = { expected_arrival_time: '09:00', id_type: 'passport', id_last4: 'AB12' };
    const post = (hash: string, payload: object) =>
      call(app(), { method: 'POST', url: `/api/v1/web-checkin/${hash}/`, payload });
    const get = async (hash: string) =>
      (await call(app(), { method: 'GET', url: `/api/v1/web-checkin/${hash}/` })).body;

    it('reads the form of a confirmed booking (its guest count, no names yet) and records names, arrival time and ID', async () => {
      const b = await book(app(), 'pay-at-hotel', 21, 2, '2-1,1-0');
      clock = new Date(`${day(21)}T03:00:00Z`); // 08:30 on the check-in day in Kolkata
      const form = await get(b.checkin_hash);
      expect(form).toMatchObject({
        booking_id: b.order_id,
        checkin_date: day(21),
        guest_name: guest.name,
        checked_in: false,
        guest_count: 4,
        guests: [],
        expected_arrival_time: null,
        id_type: null,
        id_last4: null,
      });
      const done = await post(b.checkin_hash, {
        guests: [{ name: '  Asha   Rao ' }, { name: 'Ravi Rao' }],
        expected_arrival_time: '14:30',
        id_type: 'aadhaar',
        id_last4: '1234',
      });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        checked_in: true,
        status: 'CHECKED_IN',
        guest_count: 4,
        guests: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }],
        expected_arrival_time: '14:30',
        id_type: 'aadhaar',
        id_last4: '1234',
      });
      expect(await get(b.checkin_hash)).toEqual(done.body);
      // Posting again replaces the names and details; only the last 4 of the ID are ever stored.
      const again = await post(b.checkin_hash, { ...ok, guests: [{ name: 'Asha Rao' }] });
      expect(again.body).toMatchObject({ guests: [{ name: 'Asha Rao' }], id_type: 'passport', id_last4: 'AB12' });
      const [row] = await app().ctx.db.query<{ web_checkin: Record<string, unknown> }>(
        'SELECT web_checkin FROM bookings WHERE order_id = $1',
        [b.order_id],
      );
      expect(Object.keys(row!.web_checkin).sort()).toEqual(
        ['at', 'expected_arrival_time', 'guests', 'id_last4', 'id_type'].sort(),
      );
    });

    it('given a blank name, then 400 naming the field; more names than guests 400; nothing is recorded', async () => {
      const b = await book(app(), 'pay-at-hotel', 25, 2, '2-0');
      clock = new Date(`${day(25)}T03:00:00Z`);
      const blankLead = await post(b.checkin_hash, { ...ok, guests: [{ name: '   ' }] });
      expect400(blankLead);
      expect(blankLead.body).toMatchObject({
        error: "Enter the lead guest's name",
        errors: ['guests/0/name is blank'],
      });
      const blankSecond = await post(b.checkin_hash, { ...ok, guests: [{ name: 'Asha' }, { name: ' ' }] });
      expect400(blankSecond);
      expect(blankSecond.body).toMatchObject({
        error: 'Enter the name of guest 2',
        errors: ['guests/1/name is blank'],
      });
      const tooMany = await post(b.checkin_hash, { ...ok, guests: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
      expect400(tooMany);
      expect(tooMany.body).toMatchObject({
        error: 'This booking is for 2 guests: give at most 2 names',
        errors: ['guests has 3 names for 2 guests'],
      });
      expect400(await post(b.checkin_hash, { ...ok, guests: [] }));
      expect400(await post(b.checkin_hash, ok));
      expect(await get(b.checkin_hash)).toMatchObject({ checked_in: false, guests: [], id_last4: null });
    });

    it('given a bad time, ID type or last-4, then 400; an unpaid booking 400; an unknown hash 404', async () => {
      const b = await book(app(), 'pay-at-hotel', 22);
      const valid = { ...ok, guests: [{ name: 'Asha Rao' }] };
      for (const bad of [
        { ...valid, expected_arrival_time: '24:00' },
        { ...valid, expected_arrival_time: '9am' },
        { ...valid, id_type: 'library-card' },
        { ...valid, id_last4: '12' },
        { ...valid, id_last4: 'ab12' },
        { ...valid, id_last4: '1234567890123' },
        {},
      ]) {
        expect400(await post(b.checkin_hash, bad));
      }
      expect((await get(b.checkin_hash)).checked_in).toBe(false);
      const pending = await book(app(), 'pay-now', 23);
      const unpaid = await post(pending.checkin_hash, valid);
      expect400(unpaid);
      expect(unpaid.body.errors).toEqual(['booking is PENDING_PAYMENT']);
      const unknown = await call(app(), {
        method: 'GET',
        url: `/api/v1/web-checkin/${randomBytes(18).toString('base64url')}/`,
      });
      expect(unknown.status).toBe(404);
      expect400(await call(app(), { method: 'GET', url: '/api/v1/web-checkin/short/' }));
    });
  });

  describe('cancellation', () => {
    it('shows the details with the reasons, then cancels: status CANCEL, rooms and points returned, twice is harmless', async () => {
      const before = await booked(24);
      const b = await book(app(), 'pay-at-hotel', 24);
      expect(await booked(24)).toBe(before + 1);
      const wallet = async () =>
        (await call(app(), { method: 'GET', url: '/api/v1/wallet/', token })).body.walletData.totalBalance as number;
      const withPoints = await wallet();
      const details = await call(app(), {
        method: 'GET',
        url: `/api/growth/cancellation/booking_details/${b.cancel_hash}`,
      });
      expect(details.body).toMatchObject({
        booking_id: b.order_id,
        status: 'CONFIRMED',
        guest_name: guest.name,
        booking_hash: b.cancel_hash,
        cancelled_dateTime: null,
        dates: { checkin: day(24), checkout: day(26) },
      });
      expect(details.body.reasons.map((r: { value: string }) => r.value)).toContain('change_of_plans');
      const payload = {
        order_id: b.order_id,
        cancellation_hash: b.cancel_hash,
        cancellation_reason: 'change_of_plans',
        message: 'Trip moved',
        communication_type: 'sms',
      };
      const cancelled = await call(app(), { method: 'POST', url: '/api/growth/cancellation/cancel-booking/', payload });
      expect(cancelled.body).toMatchObject({
        status: 'CANCEL',
        status_message: 'Your booking has been cancelled',
        cancelled_dateTime: expect.any(String),
      });
      expect(await booked(24)).toBe(before);
      const [earned] = await app().ctx.db.query<{ amount: number }>(
        `SELECT amount FROM wallet_txns WHERE order_id = $1 AND type = 'credit'`,
        [b.order_id],
      );
      expect(await wallet()).toBe(withPoints - earned!.amount);
      const again = await call(app(), { method: 'POST', url: '/api/growth/cancellation/cancel-booking/', payload });
      expect(again.body.status).toBe('CANCEL');
      expect(await booked(24)).toBe(before);
      expect(await wallet()).toBe(withPoints - earned!.amount);
    });

    it('given an unknown reason or a malformed hash, then 400; a wrong hash 404; the booking stays live', async () => {
      const b = await book(app(), 'pay-at-hotel', 27);
      const base = { order_id: b.order_id, cancellation_hash: b.cancel_hash, cancellation_reason: 'change_of_plans' };
      const cancel = (payload: object) =>
        call(app(), { method: 'POST', url: '/api/growth/cancellation/cancel-booking/', payload });
      const reason = await cancel({ ...base, cancellation_reason: 'bored' });
      expect400(reason);
      expect(reason.body.error).toBe('Unknown cancellation reason');
      expect400(await cancel({ ...base, cancellation_hash: 'short' }));
      expect400(await cancel({ order_id: b.order_id }));
      expect((await cancel({ ...base, cancellation_hash: randomBytes(18).toString('base64url') })).status).toBe(404);
      expect400(await call(app(), { method: 'GET', url: '/api/growth/cancellation/booking_details/short' }));
      expect(
        (
          await call(app(), {
            method: 'GET',
            url: `/api/growth/cancellation/booking_details/${randomBytes(18).toString('base64url')}`,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(app(), { method: 'GET', url: `/api/growth/cancellation/booking_details/${b.cancel_hash}` })).body
          .status,
      ).toBe('CONFIRMED');
    });
  });
});

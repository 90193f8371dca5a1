import { addDays } from '@nivaas/domain';
import { kolkataInstant } from '@nivaas/domain/booking';
import { call, day, expectErrorBody, itinerary, login, useTestApp } from '../../testing/test-app';
import { payItinerary, randomMobile } from '../../testing/booking';

describe('feedback, reviews, Q&A and wallet calls', () => {
  // The app clock: feedback opens on the check-out day in Kolkata, so the feedback tests move it.
  let clock: Date | null = null;
  const app = useTestApp({ now: () => clock ?? new Date() });
  afterEach(() => {
    clock = null;
  });
  const expect400 = async (res: Promise<{ status: number; body: unknown }>) => {
    const r = await res;
    expect(r.status).toBe(400);
    expectErrorBody(r.body);
  };

  describe('feedback', () => {
    let feedbackId = '';
    let hotelName = '';
    let token = '';
    const REASONS = ['Cleanliness', 'Staff', 'Location', 'Food', 'Value for money', 'Wi-Fi'];
    /** A pay-at-hotel booking from `checkin` days ahead for 2 nights: its feedback id and cancellation hash. */
    const bookStay = async (checkin: number) => {
      const it0 = await itinerary(app(), { token, checkin });
      const booked = await payItinerary(app(), it0.bid, 'pay-at-hotel', {
        token,
        keyPrefix: 'fb',
        mobile: randomMobile('98'),
      });
      const [row] = await app().ctx.db.query<{ feedback_id: string; cancel_hash: string; order_id: string }>(
        'SELECT feedback_id, cancel_hash, order_id FROM bookings WHERE order_id = $1',
        [booked.body.order_id],
      );
      return { ...row!, hotelName: (it0['hotel'] as { name: string }).name };
    };
    const get = (id: string) => call(app(), { method: 'GET', url: `/api/v1/feedbacks/${id}/` });
    const put = (url: string, payload: object) => call(app(), { method: 'PUT', url, payload });
    /** 00:00 of a day in Kolkata (18:30 UTC the day before). */
    const kolkataMidnight = (offset: number) => kolkataInstant(day(offset));

    beforeAll(async () => {
      token = await login(app(), '9813000001');
      const stay = await bookStay(15);
      feedbackId = stay.feedback_id;
      hotelName = stay.hotelName;
    }, 60_000);

    it('reads an empty form, stores a v2 submission, and a v1 PUT changes it', async () => {
      clock = kolkataMidnight(17); // the check-out day
      const empty = await get(feedbackId);
      expect(empty.body).toMatchObject({
        id: feedbackId,
        hotel_name: hotelName,
        checkin: day(15),
        checkout: day(17),
        availability: 'open',
        opens_on: day(17),
        reasons: REASONS,
        rating: null,
        review_text: '',
        others: [],
        submitted: false,
      });
      const v2 = await put('/api/feedback/v2/feedbacks/', {
        feedback_id: feedbackId,
        rating: 4,
        review_text: '  Clean room, slow Wi-Fi ',
        others: ['Wi-Fi', 'Staff', 'Wi-Fi'],
      });
      expect(v2.status).toBe(200);
      expect(v2.body).toMatchObject({
        rating: 4,
        review_text: 'Clean room, slow Wi-Fi',
        others: ['Wi-Fi', 'Staff'],
        submitted: true,
        availability: 'open',
      });
      const v1 = await put('/api/v1/feedbacks/', { feedback_id: feedbackId, rating: 5 });
      expect(v1.body).toMatchObject({ rating: 5, review_text: '', others: [], submitted: true });
      expect((await get(feedbackId)).body).toEqual(v1.body);
    });

    it('given the day before check-out in Kolkata, then it is after_stay and both saves are 400 with the opening day; from 00:00 IST it opens', async () => {
      const stay = await bookStay(30);
      clock = new Date(kolkataMidnight(32).getTime() - 1000); // 23:59:59 the night before check-out
      expect((await get(stay.feedback_id)).body).toMatchObject({
        availability: 'after_stay',
        opens_on: day(32),
        checkout: day(32),
      });
      const opensOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${day(32)}T00:00:00Z`),
      );
      for (const url of ['/api/v1/feedbacks/', '/api/feedback/v2/feedbacks/']) {
        const early = await put(url, { feedback_id: stay.feedback_id, rating: 4 });
        expect(early.status).toBe(400);
        expect(early.body).toMatchObject({
          error: `Feedback opens after your stay, on ${opensOn}`,
          errors: [`Feedback opens after your stay, on ${opensOn}`],
        });
      }
      expect((await get(stay.feedback_id)).body).toMatchObject({ rating: null, submitted: false });
      clock = kolkataMidnight(32);
      expect((await get(stay.feedback_id)).body.availability).toBe('open');
      expect((await put('/api/v1/feedbacks/', { feedback_id: stay.feedback_id, rating: 4 })).status).toBe(200);
    });

    it('given a cancelled booking, then it is cancelled and saves are 400, even after the stay', async () => {
      const stay = await bookStay(40);
      const cancelled = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        payload: {
          order_id: stay.order_id,
          cancellation_hash: stay.cancel_hash,
          cancellation_reason: 'change_of_plans',
        },
      });
      expect(cancelled.status).toBe(200);
      clock = kolkataInstant(addDays(day(42), 3));
      expect((await get(stay.feedback_id)).body).toMatchObject({ availability: 'cancelled', opens_on: day(42) });
      const save = await put('/api/feedback/v2/feedbacks/', { feedback_id: stay.feedback_id, rating: 2 });
      expect(save.status).toBe(400);
      expect(save.body.error).toBe('Feedback is only for stays: this booking was cancelled');
    });

    it('given a reason that is not among the content reasons, then 400 naming it and nothing changes', async () => {
      clock = kolkataMidnight(20);
      const before = (await get(feedbackId)).body;
      for (const url of ['/api/v1/feedbacks/', '/api/feedback/v2/feedbacks/']) {
        const res = await put(url, { feedback_id: feedbackId, rating: 1, others: ['Staff', 'Parking'] });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'Choose from the listed reasons',
          errors: ['others: "Parking" is not among the reasons'],
        });
      }
      expect((await get(feedbackId)).body).toEqual(before);
      // The reasons are the content key's, one source.
      const content = await call(app(), { method: 'GET', url: '/api/v2/contents/?keys=feedback' });
      expect(content.body.data.feedback.reasons).toEqual(before.reasons);
    });

    it('given a rating outside 1-5, a missing id or too many reasons, then 400; an unknown id 404', async () => {
      clock = kolkataMidnight(17);
      for (const url of ['/api/v1/feedbacks/', '/api/feedback/v2/feedbacks/']) {
        await expect400(put(url, { feedback_id: feedbackId, rating: 0 }));
        await expect400(put(url, { feedback_id: feedbackId, rating: 6 }));
        await expect400(put(url, { feedback_id: feedbackId, rating: 3.5 }));
        await expect400(put(url, { rating: 3 }));
        await expect400(put(url, { feedback_id: feedbackId, rating: 3, others: Array(21).fill('x') }));
        const missing = await put(url, { feedback_id: 'unknownFeedback1', rating: 3 });
        expect(missing.status).toBe(404);
      }
      expect((await get(feedbackId)).body.rating).toBe(5);
      expect((await get('unknownFeedback1')).status).toBe(404);
      await expect400(call(app(), { method: 'GET', url: '/api/v1/feedbacks/bad!id/' }));
    });
  });

  describe('reviews', () => {
    it('pages reviews 10 at a time, newest first, with a distribution that sums to the count', async () => {
      const first = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/' });
      expect(first.status).toBe(200);
      const { totalCount, reviewSummary, userReviews } = first.body;
      expect(userReviews.length).toBe(Math.min(10, totalCount));
      expect(Object.values(reviewSummary.distribution as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
        totalCount,
      );
      const dates = userReviews.map((r: { date: string }) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const two = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/?page=1&limit=2' });
      const next = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/?page=2&limit=2' });
      expect(two.body.userReviews.map((r: { id: number }) => r.id)).toEqual(
        userReviews.slice(0, 2).map((r: { id: number }) => r.id),
      );
      expect(next.body.userReviews.map((r: { id: number }) => r.id)).toEqual(
        userReviews.slice(2, 4).map((r: { id: number }) => r.id),
      );
    });

    it('stores a logged-in review of a stay first in the list under the first name and initial', async () => {
      // Demo user 9000000002 has a seeded completed stay at hotel 1001 (seed-demo-stays.ts).
      const token = await login(app(), '9000000002');
      const stays = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviewable-stays/', token });
      const orderId = stays.body.stays[0].order_id as string;
      const before = (await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/' })).body;
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/hotels/1001/reviews/',
        token,
        payload: { order_id: orderId, rating: 4, title: ' Good stay ', text: 'Friendly staff and a quiet room.' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user: 'Dev M',
        rating: 4,
        title: 'Good stay',
        text: 'Friendly staff and a quiet room.',
        source: 'nivaas',
      });
      const after = (await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/' })).body;
      expect(after.totalCount).toBe(before.totalCount + 1);
      expect(after.userReviews[0].id).toBe(res.body.id);
      expect(after.reviewSummary.distribution['4']).toBe(before.reviewSummary.distribution['4'] + 1);
    });

    it('given no login 401; a bad rating, empty title or short text 400; an unknown hotel 404', async () => {
      const body = { order_id: 'NVNOSUCHSTAY', rating: 4, title: 'Fine', text: 'Long enough review text.' };
      const anon = await call(app(), { method: 'POST', url: '/api/v1/hotels/1002/reviews/', payload: body });
      expect(anon.status).toBe(401);
      expectErrorBody(anon.body);
      const token = await login(app(), '9813000002');
      for (const bad of [
        { ...body, rating: 0 },
        { ...body, rating: 6 },
        { ...body, title: '' },
        { ...body, text: 'short' },
        { ...body, title: '   ' },
        { ...body, text: '          .' },
        { ...body, order_id: '' },
        { rating: 4, title: 'Fine', text: 'Long enough review text.' },
        { rating: 4 },
      ]) {
        await expect400(call(app(), { method: 'POST', url: '/api/v1/hotels/1002/reviews/', token, payload: bad }));
      }
      expect(
        (await call(app(), { method: 'POST', url: '/api/v1/hotels/999999/reviews/', token, payload: body })).status,
      ).toBe(404);
      expect((await call(app(), { method: 'GET', url: '/api/v1/hotels/999999/reviews/' })).status).toBe(404);
      await expect400(call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/?limit=51' }));
      await expect400(call(app(), { method: 'GET', url: '/api/v1/hotels/1001/reviews/?page=99999999999999999999' }));
    });
  });

  describe('hotel Q&A', () => {
    it('lists published questions of the hotel with answers, and keeps a new one pending (201)', async () => {
      const list = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/questions/?limit=5' });
      expect(list.status).toBe(200);
      expect(list.body.title).toMatch(/^Questions about /);
      expect(list.body.content.length).toBe(Math.min(5, list.body.total));
      const asked = await call(app(), {
        method: 'POST',
        url: '/api/v1/hotels/1001/questions/',
        payload: { question: 'Is there a lift to every floor?' },
      });
      expect(asked.status).toBe(201);
      expect(asked.body.status).toBe('pending');
      const again = await call(app(), { method: 'GET', url: '/api/v1/hotels/1001/questions/?limit=50' });
      expect(again.body.total).toBe(list.body.total);
      const [row] = await app().ctx.db.query<{ hotel_id: number }>('SELECT hotel_id FROM questions WHERE id = $1', [
        asked.body.id,
      ]);
      expect(row!.hotel_id).toBe(1001);
    });

    it('given a short question 400; an unknown hotel 404; a bad page 400', async () => {
      await expect400(
        call(app(), { method: 'POST', url: '/api/v1/hotels/1001/questions/', payload: { question: 'Lift' } }),
      );
      await expect400(call(app(), { method: 'POST', url: '/api/v1/hotels/1001/questions/', payload: {} }));
      expect(
        (
          await call(app(), {
            method: 'POST',
            url: '/api/v1/hotels/999999/questions/',
            payload: { question: 'Is there a lift?' },
          })
        ).status,
      ).toBe(404);
      expect((await call(app(), { method: 'GET', url: '/api/v1/hotels/999999/questions/' })).status).toBe(404);
      await expect400(call(app(), { method: 'GET', url: '/api/v1/hotels/1001/questions/?page=0' }));
    });
  });

  describe('wallet', () => {
    it('shows the demo balance and tier, and statements move with a booking paid partly with points', async () => {
      const token = await login(app(), '9000000001');
      const wallet = await call(app(), { method: 'GET', url: '/api/v1/wallet/', token });
      expect(wallet.body).toMatchObject({
        walletData: { byType: { TP: { type: 'TP', balance: 1500 } }, totalBalance: 1500 },
        loyaltyTier: 'platinum',
        totalSavings: 0,
        upcomingExpiryPoints: 1500,
      });
      const it0 = await itinerary(app(), { token, checkin: 45, nights: 2 });
      const applied = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it0.bid}/wallet/`,
        token,
      });
      const used = applied.body.price.selected_rate_plan.price.wallet_discount as number;
      expect(used).toBeGreaterThan(0);
      const booked = await payItinerary(app(), it0.bid, 'pay-at-hotel', { token, keyPrefix: 'w' });
      expect(booked.status).toBe(200);
      const earned = Math.floor(applied.body.price.selected_rate_plan.price.final_pretax_price * 0.05);
      const after = await call(app(), { method: 'GET', url: '/api/v1/wallet/', token });
      expect(after.body.walletData.totalBalance).toBe(1500 - used + earned);
      expect(after.body.totalSavings).toBe(used);
      // Regression: the points spent came out of the welcome points that lapse first; what lapses then is what is
      // left of them (it said 1,500 with fewer left), never more than the balance.
      expect(after.body.upcomingExpiryPoints).toBe(1500 - used);
      expect(after.body.upcomingExpiryPoints).toBeLessThanOrEqual(after.body.walletData.totalBalance);
      expect(after.body.upcomingExpiryDate).toBe(wallet.body.upcomingExpiryDate);
      const statements = await call(app(), { method: 'GET', url: '/api/v1/wallet/statements/', token });
      expect(statements.body.total).toBe(3);
      expect(
        statements.body.statements.map((s: { type: string; amount: number }) => [s.type, s.amount]).sort(),
      ).toEqual(
        [
          ['credit', 1500],
          ['credit', earned],
          ['debit', -used],
        ].sort(),
      );
      const paged = await call(app(), { method: 'GET', url: '/api/v1/wallet/statements/?page=2&limit=2', token });
      expect(paged.body).toMatchObject({ page: 2, total: 3 });
      expect(paged.body.statements).toHaveLength(1);
    });

    it('needs a login (401) and valid paging (400, a huge page too)', async () => {
      expect((await call(app(), { method: 'GET', url: '/api/v1/wallet/' })).status).toBe(401);
      expect((await call(app(), { method: 'GET', url: '/api/v1/wallet/statements/' })).status).toBe(401);
      const token = await login(app(), '9813000003');
      const empty = await call(app(), { method: 'GET', url: '/api/v1/wallet/statements/', token });
      expect(empty.body).toEqual({ statements: [], total: 0, page: 1 });
      await expect400(call(app(), { method: 'GET', url: '/api/v1/wallet/statements/?page=0', token }));
      await expect400(
        call(app(), { method: 'GET', url: '/api/v1/wallet/statements/?page=99999999999999999999', token }),
      );
      await expect400(call(app(), { method: 'GET', url: '/api/v1/wallet/statements/?limit=abc', token }));
    });
  });
});

import { call, day, expectErrorBody, itinerary, login, useTestApp } from '../../testing/test-app';
import { payItinerary } from '../../testing/booking';

interface Summary {
  rating: number;
  count: number;
}

/** Reviews come from guests who stayed, once per stay, and every rating on the site is one aggregate. */
describe('reviews of stays and the rating aggregate', () => {
  const app = useTestApp();
  const get = (url: string, token?: string) => call(app(), { method: 'GET', url, token });
  const review = (hotelId: number, token: string, orderId: string, rating = 5) =>
    call(app(), {
      method: 'POST',
      url: `/api/v1/hotels/${hotelId}/reviews/`,
      token,
      payload: { order_id: orderId, rating, title: 'Lovely stay', text: 'Clean room, kind staff, quick check-in.' },
    });
  /** The rating of a hotel as each place of the site reads it. */
  const everyRating = async (hotelId: number) => {
    const details = (await get(`/api/v1/hotels/${hotelId}/`)).body;
    const reviews = (await get(`/api/v1/hotels/${hotelId}/reviews/`)).body;
    const listing = (await get('/api/v1/search/hotels/?city=bengaluru')).body.hotels.find(
      (h: { id: number }) => h.id === hotelId,
    );
    return {
      details: details.rating_summary as Summary,
      ta: { rating: details.ta_review.rating, count: details.ta_review.count } as Summary,
      summary: { rating: reviews.reviewSummary.rating, count: reviews.reviewSummary.count } as Summary,
      listing: listing.rating_summary as Summary,
      totalCount: reviews.totalCount as number,
    };
  };
  /** A real booking through checkout (pay at hotel), then moved into the past as if the guest had stayed. */
  const pastStay = async (token: string, hotelId: number, status = 'CONFIRMED') => {
    const it0 = await itinerary(app(), { token, hotelId, checkin: 70, nights: 1 });
    const booked = await payItinerary(app(), it0.bid, 'pay-at-hotel', { token, keyPrefix: 'rv' });
    expect(booked.status).toBe(200);
    const orderId = booked.body.order_id as string;
    await app().ctx.db.query('UPDATE bookings SET checkin = $2, checkout = $3, status = $4 WHERE order_id = $1', [
      orderId,
      day(-4),
      day(-3),
      status,
    ]);
    return orderId;
  };

  it('given the seeded catalogue, then details, TA review, review summary and listing show the same rating and count', async () => {
    for (const hotelId of [1001, 1007, 1042]) {
      const r = await everyRating(hotelId);
      expect(r.details).toEqual(r.summary);
      expect(r.ta).toEqual(r.summary);
      expect(r.listing).toEqual(r.summary);
      expect(r.totalCount).toBe(r.summary.count);
      expect(r.summary.count).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists the signed-in guest’s completed stays at the hotel without a review; needs a login; 404 for an unknown hotel', async () => {
    const token = await login(app(), '9000000003');
    const at1001 = await get('/api/v1/hotels/1001/reviewable-stays/', token);
    expect(at1001.status).toBe(200);
    expect(at1001.body.stays).toEqual([
      { order_id: expect.stringMatching(/^NVDEMO/), checkin: day(-5), checkout: day(-3) },
    ]);
    expect((await get('/api/v1/hotels/1002/reviewable-stays/', token)).body.stays).toHaveLength(1);
    expect((await get('/api/v1/hotels/1003/reviewable-stays/', token)).body.stays).toEqual([]);
    const anon = await get('/api/v1/hotels/1001/reviewable-stays/');
    expect(anon.status).toBe(401);
    expectErrorBody(anon.body);
    expect((await get('/api/v1/hotels/999999/reviewable-stays/', token)).status).toBe(404);
  });

  it('given a completed stay, when the guest reviews it, then every rating of the hotel changes at once, and a second review of that stay is 409', async () => {
    const token = await login(app(), '9000000003');
    const [stay] = (await get('/api/v1/hotels/1002/reviewable-stays/', token)).body.stays;
    const before = await everyRating(1002);
    const written = await review(1002, token, stay.order_id, 1);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ user: 'Isha K', rating: 1, source: 'nivaas' });
    const after = await everyRating(1002);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.rating).toBeLessThan(before.summary.rating);
    expect(after.details).toEqual(after.summary);
    expect(after.listing).toEqual(after.summary);
    expect(after.totalCount).toBe(after.summary.count);
    const list = (await get('/api/v1/hotels/1002/reviews/')).body;
    expect(list.userReviews[0].id).toBe(written.body.id);
    expect((await get('/api/v1/hotels/1002/reviewable-stays/', token)).body.stays).toEqual([]);

    const again = await review(1002, token, stay.order_id, 5);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You have already reviewed this stay',
      errors: [`booking ${stay.order_id} already has a review`],
    });
    expect((await everyRating(1002)).summary).toEqual(after.summary);
  });

  it('given two submissions of one stay at once, then exactly one is stored', async () => {
    const token = await login(app(), '9834000001');
    const orderId = await pastStay(token, 1005);
    const results = await Promise.all([review(1005, token, orderId), review(1005, token, orderId)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [row] = await app().ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reviews WHERE order_id = $1',
      [orderId],
    );
    expect(row!.n).toBe(1);
  });

  it('refuses with 403 and the reason: no such stay, another hotel’s stay, another guest’s stay, a stay not over, a cancelled stay', async () => {
    const mine = await login(app(), '9834000002');
    const other = await login(app(), '9834000003');
    const done = await pastStay(mine, 1006);
    const cancelled = await pastStay(mine, 1006, 'CANCEL');
    const upcoming = await itinerary(app(), { token: mine, hotelId: 1006, checkin: 80, nights: 1 });
    const upcomingOrder = (await payItinerary(app(), upcoming.bid, 'pay-at-hotel', { token: mine, keyPrefix: 'rv' }))
      .body.order_id as string;
    const cases: [number, string, string, string][] = [
      [1006, mine, 'NVNOSUCHORDER', 'Only guests who stayed at this hotel can review it'],
      [1007, mine, done, 'Only guests who stayed at this hotel can review it'],
      [1006, other, done, 'Only guests who stayed at this hotel can review it'],
      [1006, mine, upcomingOrder, 'You can review this stay after you check out'],
      [1006, mine, cancelled, 'You can review this stay after you check out'],
    ];
    const before = await everyRating(1006);
    for (const [hotelId, token, orderId, message] of cases) {
      const res = await review(hotelId, token, orderId);
      expect({ orderId, status: res.status, error: res.body.error }).toEqual({ orderId, status: 403, error: message });
      expectErrorBody(res.body);
    }
    expect(await everyRating(1006)).toEqual(before);
    expect((await review(1006, mine, done)).status).toBe(201);
  });
});

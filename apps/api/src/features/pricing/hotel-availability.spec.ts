import { call, day, expectErrorBody, useTestApp } from '../../testing/test-app';
import { setRoomsSold } from '../../testing/inventory';

interface Availability {
  hotel_id: number;
  nights: number;
  available: boolean;
  alternatives: { checkin: string; checkout: string; price: number }[];
  nearby: { id: number; name: string; slug: string; city_slug: string; distance_km: number; price: number }[];
}

/** The sold-out answer of the hotel page: no dead end, only true alternatives. */
describe('GET /api/v1/hotels/:hotelId/availability/', () => {
  const app = useTestApp();
  const availability = async (hotelId: number, from: number, nights: number, roomconfig = '1-0') => {
    const res = await call(app(), {
      method: 'GET',
      url: `/api/v1/hotels/${hotelId}/availability/?checkin=${day(from)}&checkout=${day(from + nights)}&roomconfig=${roomconfig}`,
    });
    expect(res.status).toBe(200);
    return res.body as Availability;
  };
  /** Sells every room of a hotel on the given nights (offsets from today). */
  const sellOut = (hotelId: number, offsets: number[]) => setRoomsSold(app(), hotelId, offsets, (rooms) => rooms);
  const cheapestListed = async (hotelId: number, from: number, nights: number) => {
    const res = await call(app(), {
      method: 'GET',
      url: `/api/v6/pricing/hotels/?hotel_id=${hotelId}&checkin=${day(from)}&checkout=${day(from + nights)}`,
    });
    return res.body.data[String(hotelId)].cheapest?.sellingPrice as number | undefined;
  };

  it('given rooms for the stay, then it is available and no alternatives are worked out', async () => {
    expect(await availability(1003, 20, 2)).toEqual({
      hotel_id: 1003,
      nights: 2,
      available: true,
      alternatives: [],
      nearby: [],
    });
  });

  it('given the stay is sold out, then the nearest stays of the same length here come first, with their real prices', async () => {
    await sellOut(1001, [50, 51]);
    const answer = await availability(1001, 50, 2);
    expect(answer.available).toBe(false);
    // One day either side still touches a sold-out night; two days later, two earlier, three later are free.
    expect(answer.alternatives.map((a) => [a.checkin, a.checkout])).toEqual([
      [day(52), day(54)],
      [day(48), day(50)],
      [day(53), day(55)],
    ]);
    const offsets = [52, 48, 53];
    for (const [i, alt] of answer.alternatives.entries())
      expect(alt.price).toBe(await cheapestListed(1001, offsets[i]!, 2));
  });

  it('never offers dates before today', async () => {
    await sellOut(1002, [0, 1, 2]);
    const answer = await availability(1002, 1, 1);
    expect(answer.available).toBe(false);
    expect(answer.alternatives.map((a) => a.checkin)).toEqual([day(3), day(4), day(5)]);
  });

  it('offers up to 5 other hotels of the same city with rooms for the same dates, nearest first', async () => {
    await sellOut(1004, [60]);
    const answer = await availability(1004, 60, 1);
    expect(answer.available).toBe(false);
    expect(answer.nearby).toHaveLength(5);
    expect(answer.nearby.map((h) => h.id)).not.toContain(1004);
    const distances = answer.nearby.map((h) => h.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const h of answer.nearby) {
      expect(h.city_slug).toBe('bengaluru');
      expect(h.price).toBe(await cheapestListed(h.id, 60, 1));
    }
    // A sold-out neighbour is not offered.
    const first = answer.nearby[0]!.id;
    await sellOut(first, [60]);
    expect((await availability(1004, 60, 1)).nearby.map((h) => h.id)).not.toContain(first);
  });

  it('given an unknown hotel 404; bad dates, a long stay or a bad room config 400, with the error body', async () => {
    const missing = await call(app(), {
      method: 'GET',
      url: `/api/v1/hotels/999999/availability/?checkin=${day(1)}&checkout=${day(2)}`,
    });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body);
    for (const query of [
      `checkin=${day(-3)}&checkout=${day(1)}`,
      `checkin=${day(3)}&checkout=${day(3)}`,
      `checkin=${day(1)}&checkout=${day(20)}`,
      `checkin=2026-13-01&checkout=${day(2)}`,
      `checkin=${day(1)}&checkout=${day(2)}&roomconfig=0-0`,
      `checkin=${day(1)}`,
    ]) {
      const res = await call(app(), { method: 'GET', url: `/api/v1/hotels/1001/availability/?${query}` });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
  });
});

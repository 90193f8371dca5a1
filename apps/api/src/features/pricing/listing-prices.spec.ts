import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { call, day, login, useTestApp } from '../../testing/test-app';
import { setRoomsSold } from '../../testing/inventory';

interface Plan {
  sellingPrice: number;
  memberDiscount: number;
  walletDiscountedPrice: number;
  isSoldOut: boolean;
}
interface Listing {
  sorted_hotel_ids: number[];
  data: Record<string, { available: boolean; room_types: { room_type: string; rate_plans: Plan[] }[] }>;
}

/**
 * The listing's answers and the hotel page's quotes are kept between requests (listing-prices.ts,
 * pricing/quote-cache.ts): what a visitor sees must still follow every sale and be their own.
 */
describe('kept pricing answers', () => {
  const app = useTestApp();
  const stay = (from: number, nights = 2) => `checkin=${day(from)}&checkout=${day(from + nights)}&roomconfig=1-0`;
  const listing = async (query: string, token?: string) => {
    const res = await call(app(), { method: 'GET', url: `/api/v6/pricing/hotels/?${query}`, token });
    expect(res.status).toBe(200);
    return res.body as Listing;
  };
  const setSold = (hotelId: number, offsets: number[], sold: (roomCount: number) => number) =>
    setRoomsSold(app(), hotelId, offsets, sold);

  it('given a listing was answered, when every room of one of its hotels is sold and then released, then each next answer says so', async () => {
    const query = `hotel_id=1001,1002,1003&${stay(60)}&sort=price_low_to_high`;
    const before = await listing(query);
    expect(before.data['1002']!.available).toBe(true);

    await setSold(1002, [60, 61], (rooms) => rooms);
    const soldOut = await listing(query);
    expect(soldOut.data['1002']!.available).toBe(false);
    expect(soldOut.data['1002']!.room_types.flatMap((rt) => rt.rate_plans).every((p) => p.isSoldOut)).toBe(true);
    // Unavailable hotels go last whatever the sort.
    expect(soldOut.sorted_hotel_ids.at(-1)).toBe(1002);
    expect(soldOut.data['1001']).toEqual(before.data['1001']);

    await setSold(1002, [60, 61], () => 0);
    expect(await listing(query)).toEqual(before);
  });

  it('given the hotel page was priced, when one room type sells out, then the next price of the page shows it sold out', async () => {
    const url = `/api/v5/pricing/hotels/1003/room-prices/?${stay(64)}`;
    const before = (await call(app(), { method: 'GET', url })).body;
    expect(before.room_types[0].rate_plans[0].isSoldOut).toBe(false);
    const [first] = await app().ctx.db.query<{ type: string; room_count: number }>(
      'SELECT type, room_count FROM room_types WHERE hotel_id = 1003 ORDER BY position LIMIT 1',
    );
    await app().ctx.db.query(`INSERT INTO inventory (hotel_id, room_type, date, booked) VALUES (1003, $1, $2, $3)`, [
      first!.type,
      day(65),
      first!.room_count,
    ]);
    const after = (await call(app(), { method: 'GET', url })).body;
    expect(after.room_types[0]).toMatchObject({ room_type: first!.type, available: 0 });
    expect(after.room_types[0].rate_plans.every((p: Plan) => p.isSoldOut)).toBe(true);
    expect(after.room_types.slice(1)).toEqual(before.room_types.slice(1));
  });

  it('given a guest and two members with other wallets ask for one listing in turn, then each gets their own prices', async () => {
    // Five nights in two rooms: 20% of the total is more than either balance, so each balance shows.
    const query = `hotel_id=1001,1004&checkin=${day(70)}&checkout=${day(75)}&roomconfig=1-0,1-0&apply_wallet=true`;
    const first = (l: Listing) => l.data['1001']!.room_types[0]!.rate_plans[0]!;
    const platinum = await login(app(), '9000000001'); // 1,500 points
    const gold = await login(app(), '9000000002'); // 800 points

    const guest = first(await listing(query));
    const asPlatinum = first(await listing(query, platinum));
    const asGold = first(await listing(query, gold));
    const guestAgain = first(await listing(query));

    expect(guest.memberDiscount).toBe(0);
    expect(guest.walletDiscountedPrice).toBe(guest.sellingPrice);
    expect(asPlatinum.memberDiscount).toBeGreaterThan(0);
    expect(asPlatinum.sellingPrice).toBeLessThan(guest.sellingPrice);
    // At most 20% of the total may be paid with points, and never more than the balance.
    const usable = (balance: number) => Math.min(balance, Math.floor(asPlatinum.sellingPrice * 0.2));
    expect(asPlatinum.walletDiscountedPrice).toBe(asPlatinum.sellingPrice - usable(1500));
    expect(asGold.walletDiscountedPrice).toBe(asGold.sellingPrice - usable(800));
    expect(usable(800)).not.toBe(usable(1500));
    expect(guestAgain).toEqual(guest);

    // Without the wallet, a member and a guest differ by the member discount alone.
    const plain = query.replace('&apply_wallet=true', '');
    expect(first(await listing(plain)).memberDiscount).toBe(0);
    expect(first(await listing(plain, gold)).memberDiscount).toBe(asGold.memberDiscount);
  });

  it('given stays that differ only in check-out or in rooms, then each is priced for its own', async () => {
    const total = async (checkout: number, roomconfig: string) =>
      (await listing(`hotel_id=1005&checkin=${day(90)}&checkout=${day(checkout)}&roomconfig=${roomconfig}`)).data[
        '1005'
      ]!.room_types[0]!.rate_plans[0]!.sellingPrice;
    const two = await total(92, '1-0');
    expect(await total(93, '1-0')).toBeGreaterThan(two);
    expect(await total(92, '1-0,1-0')).toBeGreaterThan(two);
    expect(await total(92, '1-0')).toBe(two);
  });

  it('given a browser asks for brotli or gzip, then the listing comes compressed in it, the same JSON as uncompressed', async () => {
    const url = `/api/v6/pricing/hotels/?hotel_id=${Array.from({ length: 40 }, (_, i) => 1001 + i).join(',')}&${stay(80)}`;
    const plain = await app().inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body).data['1001']).toBeDefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app().inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers).toMatchObject({
        'content-encoding': encoding,
        'content-type': 'application/json; charset=utf-8',
        // A cache keeps a copy per encoding and per language.
        vary: 'accept-encoding, Accept-Language',
      });
      const decoded = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    }
  });
});

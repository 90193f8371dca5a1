import { randomBytes } from 'node:crypto';
import { STATIC_CONTENT } from '../../features/content';
import { call, day, expectedAmount, login, type TestApp } from '../test-app';
import { gatewayCallback } from '../gateway';

/**
 * The real things a valid request names, found through the API as a visitor finds them (the
 * listing, the room prices, a booking's links): hotel ids, itineraries, bookings with their hashes
 * and tokens, signed-in members. Without them nearly every generated request would stop at a 404.
 */
export interface RealOrder {
  readonly orderId: string;
  readonly hotelId: number;
  readonly status: string;
  readonly checkin: string;
  /** The signed-in owner's bearer token. */
  readonly ownerToken: string;
  /** The capability token of its links (`?t=`). */
  readonly accessToken: string;
  readonly cancelHash: string;
  readonly feedbackId: string;
  readonly webCheckinHash: string;
  /** Checked out before today: reviewable by its owner, feedback open. */
  readonly past: boolean;
  /** Part paid, balance still due. */
  readonly balanceDue: boolean;
}

export interface RealWorld {
  readonly hotelIds: readonly number[];
  readonly cities: readonly { readonly slug: string; readonly name: string }[];
  readonly roomTypes: readonly string[];
  /** Room types as each of the first hotels sells them (room types differ per hotel). */
  readonly rooms: readonly { readonly hotelId: number; readonly roomType: string }[];
  readonly ratePlans: readonly string[];
  readonly members: readonly { readonly phone: string; readonly email: string; readonly token: string }[];
  readonly itineraries: readonly { readonly bid: string; readonly token?: string }[];
  readonly orders: readonly RealOrder[];
  /** Gateway orders of bookings waiting for payment (a signed callback confirms one). */
  readonly gatewayOrderIds: readonly string[];
  readonly gatewaySecret: string;
  readonly shortCodes: readonly string[];
  readonly banners: readonly { readonly id: number; readonly page: string; readonly coupon: string | null }[];
  readonly offerIds: readonly string[];
  readonly contentKeys: readonly string[];
  readonly pages: readonly string[];
  readonly resetTokens: readonly string[];
  /** The choices the cancellation and feedback forms offer (values the API checks against). */
  readonly cancellationReasons: readonly string[];
  readonly feedbackReasons: readonly string[];
}

/** The seeded demo members (README): platinum, gold, silver; the last two have completed stays. */
const MEMBERS = [
  { phone: '9000000001', email: 'asha@example.in' },
  { phone: '9000000002', email: 'dev@example.in' },
  { phone: '9000000003', email: 'isha@example.in' },
] as const;
/** Landing sections (docs/rules.md 7) besides the static content keys. */
const LANDING_KEYS = ['cities', 'budget', 'couple_friendly_hotels', 'hotels_with_free_breakfast'];

type Mode = 'pay-now' | 'part-pay' | 'pay-at-hotel';

export async function discoverRealWorld(app: TestApp): Promise<RealWorld> {
  const get = async (url: string, token?: string) => {
    const res = await call(app, { method: 'GET', url, token });
    if (res.status !== 200) throw new Error(`world: GET ${url} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const members = [];
  for (const m of MEMBERS) members.push({ ...m, token: await login(app, m.phone) });

  const listing = await get('/api/v1/search/hotels/?city=bengaluru&limit=300');
  const hotelIds = listing.hotel_ids as number[];
  const cities = ((await get('/api/v2/cities/')).data as { slug: string; name: string }[]).map(({ slug, name }) => ({
    slug,
    name,
  }));
  const rooms: { hotelId: number; roomType: string }[] = [];
  const ratePlans = new Set<string>();
  for (const hotelId of hotelIds.slice(0, 8)) {
    const prices = await get(`/api/v5/pricing/hotels/${hotelId}/room-prices/?checkin=${day(30)}&checkout=${day(32)}`);
    for (const r of prices.room_types as {
      room_type: string;
      fits_guests: boolean;
      rate_plans: { code: string }[];
    }[]) {
      if (r.fits_guests) rooms.push({ hotelId, roomType: r.room_type });
      for (const plan of r.rate_plans) ratePlans.add(plan.code);
    }
  }
  const roomTypes = [...new Set(rooms.map((r) => r.roomType))];
  const banners = (
    (await get('/api/campaigns/campaign-banners/')).data as { id: number; page: string; coupon_code: string | null }[]
  ).map((b) => ({ id: b.id, page: b.page, coupon: b.coupon_code }));
  const offerIds = ((await get('/api/v1/payments/offers/')).data as { id: string }[]).map((o) => o.id);

  // Itineraries: two per member and four for guests, on different hotels and dates.
  const itineraries: { bid: string; token?: string }[] = [];
  const start = async (n: number, token?: string, checkin = 20 + n) => {
    const room = rooms[n % rooms.length];
    if (!room) throw new Error('world: no room type fits one adult in the first hotels');
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/checkout/itinerary/',
      token,
      payload: {
        hotel_id: room.hotelId,
        room_type: room.roomType,
        rate_plan: 'EP',
        checkin: day(checkin),
        checkout: day(checkin + 2),
        roomconfig: '1-0',
      },
    });
    if (res.status !== 201) throw new Error(`world: itinerary ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.bid as string;
  };
  for (const [i, m] of members.entries())
    for (const k of [0, 1]) itineraries.push({ bid: await start(i * 2 + k, m.token), token: m.token });
  for (const k of [0, 1, 2, 3]) itineraries.push({ bid: await start(10 + k) });

  // Bookings made the way the site makes them: a confirmed pay-at-hotel (one checking in tomorrow, so
  // web check-in is open), a paid pay-now, a part-paid one with its balance due, and unpaid pay-now
  // bookings whose gateway orders the fuzzer may confirm.
  const gatewaySecret = app.ctx.gateway.keySecret;
  const gatewayOrderIds: string[] = [];
  const pay = async (token: string | undefined, mode: Mode, n: number, checkin = 30 + n) => {
    const bid = await start(30 + n, token, checkin);
    const res = await call(app, {
      method: 'POST',
      url: `/api/v1/checkout/itinerary/${bid}/${mode}/`,
      token,
      headers: { 'idempotency-key': `world-${randomBytes(8).toString('hex')}` },
      payload: {
        guest: { name: 'World Guest', mobile: `98${String(7000000 + n).padStart(8, '0')}`, email: 'world@example.in' },
        expected_amount: await expectedAmount(app, bid, mode, token),
      },
    });
    if (res.status !== 200) throw new Error(`world: ${mode} ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.gateway_order?.gateway_order_id as string | undefined;
  };
  const confirm = async (gatewayOrderId: string | undefined) => {
    if (!gatewayOrderId) return;
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const res = await gatewayCallback(app, gatewaySecret, gatewayOrderId, paymentId);
    if (res.status !== 200) throw new Error(`world: callback ${res.status} ${JSON.stringify(res.body)}`);
  };
  const [asha, dev, isha] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
  await pay(asha.token, 'pay-at-hotel', 1);
  await pay(isha.token, 'pay-at-hotel', 6, 1);
  await confirm(await pay(dev.token, 'part-pay', 2));
  await confirm(await pay(isha.token, 'pay-now', 3));
  for (const [n, token] of [
    [4, asha.token],
    [5, undefined],
    [7, dev.token],
  ] as const) {
    const gw = await pay(token, 'pay-now', n);
    if (gw) gatewayOrderIds.push(gw);
  }

  const orders: RealOrder[] = [];
  for (const m of members) {
    const history = await call(app, {
      method: 'POST',
      url: '/api/v1/booking/booking-history/',
      token: m.token,
      payload: {},
    });
    if (history.status !== 200) throw new Error(`world: history ${history.status}`);
    const items = [...history.body.context.upcoming, ...history.body.context.previous] as HistoryItem[];
    for (const item of items) orders.push(orderOf(item, m.token));
  }

  const [first] = orders;
  if (!first) throw new Error('world: the members have no bookings');
  const details = await get(`/api/growth/cancellation/booking_details/${first.cancelHash}`);
  const feedback = await get(`/api/v1/feedbacks/${first.feedbackId}/`);
  const short = await call(app, {
    method: 'POST',
    url: '/api/v1/short-links/',
    payload: { link: '/hotels-in-bengaluru/' },
  });
  const shortCodes = short.status === 201 ? [short.body.code as string] : [];

  return {
    hotelIds,
    cities,
    roomTypes,
    rooms,
    ratePlans: [...ratePlans],
    members,
    itineraries,
    orders,
    gatewayOrderIds,
    gatewaySecret,
    shortCodes,
    banners,
    offerIds,
    contentKeys: [...Object.keys(STATIC_CONTENT), ...LANDING_KEYS],
    pages: [
      'home',
      'listing',
      'hotel-details',
      'faq',
      ...banners.map((b) => b.page),
      ...cities.slice(0, 3).map((c) => c.slug),
    ],
    resetTokens: await resetTokens(app, MEMBERS[2].email),
    cancellationReasons: (details.reasons as { value: string }[]).map((r) => r.value),
    feedbackReasons: feedback.reasons as string[],
  };
}

interface HistoryItem {
  order_id: string;
  status: string;
  checkin_date: string;
  checkout_date: string;
  cancel_hash: string;
  feedback_id: string;
  web_checkin_hash: string;
  partial_payment_link: string | null;
  hotel_detail: { hotel_id: number };
  links: { confirmation: string };
}

function orderOf(item: HistoryItem, ownerToken: string): RealOrder {
  return {
    orderId: item.order_id,
    hotelId: item.hotel_detail.hotel_id,
    status: item.status,
    checkin: item.checkin_date,
    ownerToken,
    accessToken: new URL(item.links.confirmation, 'http://site').searchParams.get('t') ?? '',
    cancelHash: item.cancel_hash,
    feedbackId: item.feedback_id,
    webCheckinHash: item.web_checkin_hash,
    past: item.checkout_date < day(0),
    balanceDue: item.partial_payment_link !== null,
  };
}

/** A password-reset link's token, read from the development outbox as the member would from the email. */
async function resetTokens(app: TestApp, email: string): Promise<string[]> {
  const asked = await call(app, { method: 'POST', url: '/api/v2/auth/forgot-password/', payload: { email } });
  if (asked.status !== 200) return [];
  const outbox = await call(app, { method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
  const text = JSON.stringify(outbox.body);
  return [...text.matchAll(/reset-password\/([A-Za-z0-9_-]{22,64})\//g)].map((m) => m[1] ?? '').slice(0, 1);
}

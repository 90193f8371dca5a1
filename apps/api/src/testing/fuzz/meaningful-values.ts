import fc from 'fast-check';
import { addDays, todayInKolkata } from '@nivaas/domain';
import { call, expectedAmount, type TestApp } from '../test-app';
import type { FuzzRequest } from './fuzz-request';
import type { FuzzOperation } from './openapi-operations';
import { gatewaySignature } from '../gateway';
import type { RealWorld } from './real-world';
import { arbitraryFor, type FieldContext, type Hints, type ObjectContext } from './schema-arbitrary';

/**
 * What makes a valid request reach the handler's real work instead of a 404: real ids in named
 * fields, stays in the future, ids that belong together (an order with its owner's token or its
 * link token, a gateway order with its signature), and the amount the Pay button shows. Each is
 * mixed with the schema's own values, so odd-but-valid input keeps coming too.
 */
export interface Meaning {
  readonly hints: Hints;
  /** Makes ids that belong together agree across path, query, body and token. */
  readonly patch?: fc.Arbitrary<(request: FuzzRequest) => FuzzRequest>;
  /** Reads what the API shows before the request is sent (the Pay button's amount). */
  readonly prepare?: (app: TestApp, request: FuzzRequest) => Promise<FuzzRequest>;
}

/** Put where a pay call's `expected_amount` is to be what the API shows at the time of sending. */
export const PAY_BUTTON_AMOUNT = Object.freeze({ askTheApi: 'expected_amount' });

const PAY_MODES: Readonly<Record<string, 'pay-now' | 'part-pay' | 'pay-at-hotel'>> = {
  payNow: 'pay-now',
  partPay: 'part-pay',
  payAtHotel: 'pay-at-hotel',
};
const NAMES = ['Asha Rao', 'Dev Menon', 'Isha Kapoor', 'Ravi Kumar', "Anne-Marie O'Neil", 'सीता देवी', 'X Æ A-12'];
const ROOM_CONFIGS = ['1-0', '2-0', '2-1', '1-0,2-0', '3-2,2-0,1-1', '5-5'];

/** Real values 4 times in 5, the schema's own otherwise. */
function mostly(real: fc.Arbitrary<unknown>, field: FieldContext): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: field.fromSchema });
}

const indianMobile = fc.stringMatching(/^[6-9]\d{9}$/);
const idsJoined = (ids: readonly number[], max: number) =>
  fc.subarray([...ids], { minLength: 1, maxLength: max }).map((list) => list.join(','));
/** A stay from today to 90 days ahead, 1 to 6 nights (the maximum is 15). */
const futureStay = fc
  .record({ offset: fc.integer({ min: 0, max: 90 }), nights: fc.integer({ min: 1, max: 6 }) })
  .map(({ offset, nights }) => {
    const checkin = addDays(todayInKolkata(), offset);
    return [checkin, addDays(checkin, nights)] as const;
  });

export function meaningFor(op: FuzzOperation, world: RealWorld): Meaning {
  const members = world.members.map((m) => m.token);
  const orderIds = world.orders.map((o) => o.orderId);
  const real = (field: FieldContext): fc.Arbitrary<unknown> | undefined => {
    const type = field.schema.type;
    const from = <T>(values: readonly T[]) => (values.length ? fc.constantFrom(...values) : undefined);
    switch (field.name) {
      case 'hotelId':
        return from([...world.hotelIds.slice(0, 40), 1001, 1002]);
      case 'hotel_id':
      case 'hotel_ids':
        return type === 'string' ? idsJoined(world.hotelIds.slice(0, 80), 20) : from(world.hotelIds.slice(0, 40));
      case 'roomconfig':
        return from(ROOM_CONFIGS);
      case 'room_type':
        return from(world.roomTypes);
      case 'room_types':
        return fc.subarray([...world.roomTypes], { minLength: 1 }).map((l) => l.join(','));
      case 'rate_plan':
        return from(world.ratePlans);
      case 'bid':
        return from(world.itineraries.map((i) => i.bid));
      case 'orderId':
      case 'order_id':
        return from([...orderIds, 'NV0000000000']);
      case 't':
        return from(world.orders.map((o) => o.accessToken));
      case 'id':
        if (op.name === 'getCancellationDetails') return from(world.orders.map((o) => o.cancelHash));
        if (op.name === 'getFeedback') return from(world.orders.map((o) => o.feedbackId));
        if (op.name === 'getCampaignBanner') return from(world.banners.map((b) => b.id));
        return undefined;
      case 'cancellation_hash':
        return from(world.orders.map((o) => o.cancelHash));
      case 'feedback_id': {
        // Mostly stays already over: feedback opens on the check-out day.
        const all = world.orders.map((o) => o.feedbackId);
        const open = world.orders.filter((o) => o.past).map((o) => o.feedbackId);
        return open.length
          ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...open) }, fc.constantFrom(...all))
          : from(all);
      }
      case 'hash':
        return from(world.orders.map((o) => o.webCheckinHash));
      case 'code':
        return from(world.shortCodes);
      case 'token':
      case 'reset_token':
        return op.name === 'getPasswordReset' || op.name === 'resetPassword' ? from(world.resetTokens) : undefined;
      case 'phone_number':
      case 'phone':
      case 'mobile':
        return fc.oneof(fc.constantFrom(...world.members.map((m) => m.phone)), indianMobile);
      case 'email':
        return fc.constantFrom('guest@example.in', 'a.b+tag@example.co.in', ...world.members.map((m) => m.email));
      case 'to':
        return fc.constantFrom('9811111111', '+919811111111', ...world.members.map((m) => m.email));
      case 'name':
        return from(NAMES);
      case 'guest':
        // A guest as the checkout form sends one: a name, an Indian mobile, sometimes email and WhatsApp.
        return fc.record(
          {
            name: fc.constantFrom(...NAMES),
            mobile: indianMobile,
            country_code: fc.constant('+91'),
            email: fc.constantFrom('guest@example.in', ...world.members.map((m) => m.email)),
            hasOptedForWhatsapp: fc.boolean(),
          },
          { requiredKeys: ['name', 'mobile'] },
        );
      case 'country_code':
        return fc.constant('+91');
      case 'cancellation_reason':
        return from(world.cancellationReasons);
      case 'others':
        return fc.subarray([...world.feedbackReasons], { maxLength: 3 });
      case 'coupon_code':
      case 'couponcode':
        return from(['WELCOME', 'NOPE', ...world.banners.flatMap((b) => (b.coupon ? [b.coupon] : []))]);
      case 'offer_id':
        return from(world.offerIds);
      case 'city':
        return from(world.cities.map((c) => c.slug));
      case 'q':
        return op.name === 'getSearchSuggestions' ? from(world.cities.map((c) => c.name.slice(0, 4))) : undefined;
      case 'keys':
        return fc.subarray([...world.contentKeys], { minLength: 1, maxLength: 4 }).map((l) => l.join(','));
      case 'key':
        return from(world.contentKeys);
      case 'page':
        return type === 'string' ? from(world.pages) : undefined;
      case 'lat':
        return fc.double({ min: 12.8, max: 13.1, noNaN: true });
      case 'lng':
        return fc.double({ min: 77.4, max: 77.8, noNaN: true });
      case 'gatewayOrderId':
        return from(world.gatewayOrderIds);
      case 'file':
        // Generated photos: `{city}-{width}.jpg`, or `{n}-{width}.jpg` of a hotel.
        return op.path.includes('/cities/')
          ? fc
              .tuple(fc.constantFrom(...world.cities.map((c) => c.slug)), fc.constantFrom(320, 640, 1024))
              .map(([city, width]) => `${city}-${width}.jpg`)
          : undefined;
      case 'link':
        return fc.constantFrom('/hotels-in-bengaluru/', '/hotels/1001/?checkin=2030-01-01', '/');
      default:
        return undefined;
    }
  };
  const hints: Hints = {
    field: (field) => {
      // Header values are what a client can put in a header: visible ASCII only.
      // Idempotency keys: mostly fresh (a UUID, as the site makes them), sometimes short ones that repeat.
      if (field.path.startsWith('headers.')) {
        return fc.oneof(
          { weight: 4, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{8,40}$/) },
        );
      }
      const value = real(field);
      return value && mostly(value, field);
    },
    together: (object) => stayTogether(object) ?? passwordTwice(object),
  };
  return { hints, patch: patchFor(op, world, members), prepare: prepareFor(op) };
}

/** Check-in and check-out (or a corporate price's from and to) as one future stay. */
function stayTogether(object: ObjectContext): ReturnType<NonNullable<Hints['together']>> {
  const pairs = [
    ['checkin', 'checkout'],
    ['applicable_from_date', 'applicable_to_date'],
  ] as const;
  const pair = pairs.find(([a, b]) => object.properties.includes(a) && object.properties.includes(b));
  if (!pair) return undefined;
  const [a, b] = pair;
  const isoDate = arbitraryFor({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
  const values = fc.oneof(
    { weight: 5, arbitrary: futureStay.map(([ci, co]) => ({ [a]: ci, [b]: co })) },
    { weight: 1, arbitrary: fc.record({ [a]: isoDate, [b]: isoDate }) },
  );
  const optional = !object.required.includes(a) && !object.required.includes(b);
  return {
    keys: [a, b],
    values: optional
      ? fc.oneof(values, fc.constant<Record<string, unknown>>({}))
      : (values as fc.Arbitrary<Record<string, unknown>>),
  };
}

/** A new password typed twice, as the reset form sends it (different ones now and then: a 400). */
function passwordTwice(object: ObjectContext): ReturnType<NonNullable<Hints['together']>> {
  if (!object.properties.includes('password') || !object.properties.includes('confirm')) return undefined;
  const password = fc.stringMatching(/^[A-Za-z0-9!@#$%^&*]{8,40}$/);
  return {
    keys: ['password', 'confirm'],
    values: fc.oneof(
      { weight: 4, arbitrary: password.map((p) => ({ password: p, confirm: p })) },
      { weight: 1, arbitrary: fc.record({ password, confirm: password }) },
    ),
  };
}

type Patch = (request: FuzzRequest) => FuzzRequest;

function patchFor(op: FuzzOperation, world: RealWorld, members: readonly string[]): fc.Arbitrary<Patch> | undefined {
  const params = op.params.properties;
  const bodyProps = op.body?.properties ?? {};
  const body = (r: FuzzRequest) =>
    typeof r.body === 'object' && r.body !== null ? (r.body as Record<string, unknown>) : {};
  const withAmount = (r: FuzzRequest): FuzzRequest =>
    'expected_amount' in bodyProps
      ? { ...r, body: withoutOffer({ ...body(r), expected_amount: PAY_BUTTON_AMOUNT }) }
      : r;

  if (op.name === 'gatewayCallback' && world.gatewayOrderIds.length) {
    // A callback the gateway would send: signed with the gateway's secret for one of its orders.
    return fc
      .tuple(fc.constantFrom(...world.gatewayOrderIds), fc.stringMatching(/^pay_[A-Za-z0-9]{14}$/))
      .map(([gw, paymentId]) => (r) => ({
        ...r,
        body: {
          razorpay_order_id: gw,
          razorpay_payment_id: paymentId,
          razorpay_signature: gatewaySignature(world.gatewaySecret, gw, paymentId),
        },
      }));
  }
  if ('bid' in params && world.itineraries.length) {
    // An itinerary with the token that made it, none for a guest's (a member's own for the wallet
    // calls); a member pays at the hotel without an OTP (their phone is known).
    const mine = op.auth === 'required' ? world.itineraries.filter((i) => i.token) : world.itineraries;
    return fc.constantFrom(...mine).map((it) => (r) => {
      const { otp: _otp, ...withoutOtp } = body(r);
      const paid = it.token && 'otp' in bodyProps ? { ...r, body: withoutOtp } : r;
      return withAmount({ ...paid, params: { ...r.params, bid: it.bid }, token: it.token });
    });
  }
  if (op.name === 'createItinerary' && world.rooms.length) {
    // A room type the hotel sells, for guests it takes.
    return fc
      .tuple(
        fc.constantFrom(...world.rooms),
        fc.constantFrom(...world.ratePlans),
        fc.constantFrom('1-0', '2-0', '1-1'),
        fc.boolean(),
      )
      .map(([room, plan, roomconfig, keepCoupon]) => (r) => {
        const { coupon_code: coupon, ...rest } = body(r);
        const chosen = { hotel_id: room.hotelId, room_type: room.roomType, rate_plan: plan, roomconfig };
        return {
          ...r,
          body: { ...rest, ...chosen, ...(keepCoupon && coupon !== undefined ? { coupon_code: coupon } : {}) },
        };
      });
  }
  if (op.name === 'searchHotels') {
    // A listing asks one way: by city, or near a point; page and limit as they came.
    const near = fc.record({
      lat: fc.double({ min: 12.85, max: 13.1, noNaN: true }),
      lng: fc.double({ min: 77.45, max: 77.75, noNaN: true }),
      radius_km: fc.integer({ min: 1, max: 30 }),
    });
    const city = fc.record({ city: fc.constantFrom(...world.cities.map((c) => c.slug)) });
    return fc.oneof(city, near).map((where) => (r) => ({
      ...r,
      query: { ...where, page: r.query['page'], limit: r.query['limit'] },
    }));
  }
  const ordersFor = () => {
    if (op.name === 'submitReview' || op.name === 'getReviewableStays') return world.orders.filter((o) => o.past);
    if (op.name.endsWith('WebCheckin')) return world.orders.filter(checkingInSoon);
    if (op.name === 'payBalance') return world.orders.filter((o) => o.balanceDue);
    // Cancelling leaves alone the stays the web check-in and pay-balance calls need.
    if (op.name === 'cancelBooking') return world.orders.filter((o) => !o.balanceDue && !checkingInSoon(o));
    return world.orders;
  };
  const orders = ordersFor();
  const touches = ['orderId', 'order_id', 'cancellation_hash', 'hash'].some((k) => k in params || k in bodyProps);
  if ((touches || op.name === 'getReviewableStays') && orders.length) {
    // One booking named consistently: its id, hashes (and hotel, for its owner's reviews), with its
    // owner's token or its link token.
    return fc.tuple(fc.constantFrom(...orders), fc.boolean()).map(([o, byLink]) => (r) => {
      const own: Record<string, unknown> = {
        orderId: o.orderId,
        order_id: o.orderId,
        cancellation_hash: o.cancelHash,
        feedback_id: o.feedbackId,
        hash: o.webCheckinHash,
        ...(op.auth === 'required' ? { hotelId: o.hotelId } : {}),
      };
      const named = (props: object, current: Readonly<Record<string, unknown>>) => ({
        ...current,
        ...Object.fromEntries(Object.entries(own).filter(([k]) => k in props)),
      });
      const useLink = byLink && ('t' in op.query.properties || 't' in bodyProps);
      const t = useLink ? o.accessToken : undefined;
      // The form takes as many names as the booking has guests (the world's stays are for one adult).
      const guests = Array.isArray(body(r)['guests']) ? { guests: (body(r)['guests'] as unknown[]).slice(0, 1) } : {};
      return withAmount({
        ...r,
        params: named(params, r.params),
        query: 't' in op.query.properties ? { ...r.query, t } : r.query,
        body: op.body ? { ...named(bodyProps, body(r)), ...guests, ...('t' in bodyProps ? { t } : {}) } : r.body,
        token: op.auth === 'none' || useLink ? undefined : o.ownerToken,
      });
    });
  }
  if (op.auth === 'required' && members.length)
    return fc.constantFrom(...members).map((token) => (r) => ({ ...r, token }));
  return undefined;
}

/** Web check-in opens 48 hours before check-in: a confirmed stay starting today or tomorrow. */
function checkingInSoon(o: RealWorld['orders'][number]): boolean {
  const today = todayInKolkata();
  return o.status === 'CONFIRMED' && o.checkin >= today && o.checkin <= addDays(today, 1);
}

function withoutOffer(body: Record<string, unknown>): Record<string, unknown> {
  // A payment offer takes its discount off the amount due: the Pay button's amount is without one here.
  const { offer_id: _offer, ...rest } = body;
  return rest;
}

/** Pay calls: the amount the guest's Pay button shows now (the itinerary's, or the booking's balance). */
function prepareFor(op: FuzzOperation): Meaning['prepare'] {
  const mode = PAY_MODES[op.name];
  if (!mode && op.name !== 'payBalance') return undefined;
  return async (app, request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (body?.['expected_amount'] !== PAY_BUTTON_AMOUNT) return request;
    let amount = 0;
    if (mode) {
      amount = await expectedAmount(app, String(request.params['bid']), mode, request.token);
    } else {
      const t = typeof body['t'] === 'string' ? `?t=${encodeURIComponent(body['t'])}` : '';
      const status = await call(app, {
        method: 'GET',
        url: `/api/v1/payments/${encodeURIComponent(String(request.params['orderId']))}/status/${t}`,
        token: request.token,
      });
      amount = status.status === 200 ? (status.body.pending_amount as number) : 0;
    }
    return { ...request, body: { ...body, expected_amount: amount } };
  };
}

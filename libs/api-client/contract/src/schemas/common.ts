import { Type, type Static } from 'typebox';

/** Every 4xx/5xx body: a human message plus the detailed list (docs/rules.md section 8 reads both). */
export const ErrorBody = Type.Object({
  error: Type.String(),
  errors: Type.Array(Type.String()),
  /** A stable machine-readable reason where the client acts on it (price_changed, already_booked). */
  code: Type.Optional(Type.String()),
  /** On a server failure (5xx): the request's id (also its X-Request-Id header), what the logs are searched by. */
  request_id: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** API dates are YYYY-MM-DD (docs/rules.md section 5). */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-12-01'] });
/** Room config: adults-kids per room joined by commas, 1-5 adults and 0-5 kids (docs/rules.md 5). */
export const RoomConfig = Type.String({ pattern: '^[1-5]-[0-5](,[1-5]-[0-5]){0,9}$', examples: ['2-0,1-1'] });
export const Channel = Type.String({ maxLength: 20, examples: ['msite'] });
export const Coordinates = Type.Object({ lat: Type.Number(), lng: Type.Number() });
export type Coordinates = Static<typeof Coordinates>;

/**
 * Comma-separated hotel ids, at most `count` of up to 10 digits each, so the list has a length limit
 * (an id of a million digits would otherwise match).
 */
export const HotelIdList = (count: number) =>
  Type.String({ pattern: `^\\d{1,10}(,\\d{1,10}){0,${count - 1}}$`, maxLength: count * 11 - 1 });

export const Ok = Type.Object({ status: Type.String() });
export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const HotelIdParam = Type.Object({ hotelId: Type.Integer({ minimum: 1 }) });
export const OrderIdParam = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 40 }) });

/** Free-form content values (SEO blocks, banners, landing sections) keep their own shapes. */
export const AnyObject = Type.Record(Type.String(), Type.Unknown());

/** Utm and referral parameters the site forwards to pricing (docs/rules.md 7). */
export const UtmQuery = {
  utm_name: Type.Optional(Type.String({ maxLength: 100 })),
  utm_source: Type.Optional(Type.String({ maxLength: 100 })),
  utm_medium: Type.Optional(Type.String({ maxLength: 100 })),
  utm_campaign: Type.Optional(Type.String({ maxLength: 100 })),
  utm_keyword: Type.Optional(Type.String({ maxLength: 100 })),
  avclk: Type.Optional(Type.String({ maxLength: 100 })),
  refid: Type.Optional(Type.String({ maxLength: 100 })),
};

/** Upper bounds keep (page - 1) * limit inside PostgreSQL's bigint OFFSET (a bigger page is a 400, not a 500). */
export const MAX_PAGE = 10_000;
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

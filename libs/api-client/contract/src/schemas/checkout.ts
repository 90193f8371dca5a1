import { Type, type Static } from 'typebox';
import { Coordinates, IsoDate, RoomConfig } from './common';
import { CountryCode, Email, Gstin } from './auth';
import { Policy } from './hotel';

/** Checkout price of the selected rate plan, whole rupees (docs/rules.md 3 "Checkout and confirmation"). */
export const CheckoutPrice = Type.Object({
  pretax_price: Type.Integer(),
  final_pretax_price: Type.Integer(),
  tax: Type.Integer(),
  sell_price: Type.Integer(),
  platform_fee: Type.Integer(),
  total_price_with_platform_fee: Type.Integer(),
  total_discount: Type.Integer(),
  coupon_discount: Type.Integer(),
  member_discount: Type.Integer(),
  /** A corporate user's negotiated rate (docs/rules.md 6): its saving off the refundable plan, instead of member and coupon. */
  corporate_discount: Type.Integer(),
  wallet_discount: Type.Integer(),
  wallet_applied: Type.Boolean(),
  wallet_paid_amount: Type.Integer(),
  tcp_paid_amount: Type.Integer(),
  paid_amount: Type.Integer(),
  balance_amount: Type.Integer(),
  net_payable_amount: Type.Integer(),
});
export type CheckoutPrice = Static<typeof CheckoutPrice>;

export const Checkout = Type.Object({
  bid: Type.String(),
  status: Type.String(),
  order_id: Type.Union([Type.String(), Type.Null()]),
  user: Type.Object({
    name: Type.String(),
    contact_number: Type.String(),
    email: Type.String(),
    gst_details: Type.Union([
      Type.Object({ organization_name: Type.String(), organization_address: Type.String(), gstin: Type.String() }),
      Type.Null(),
    ]),
  }),
  room: Type.Object({
    type: Type.String(),
    /** The room type's name in the asker's language ("Common Room", "कॉमन रूम"); absent from older answers. */
    name: Type.Optional(Type.String()),
    roomconfig: Type.String(),
    rooms: Type.Integer(),
    adults: Type.Integer(),
    kids: Type.Integer(),
  }),
  hotel: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    coordinates: Coordinates,
    locality: Type.String(),
    street: Type.String(),
    city: Type.String(),
    pincode: Type.String(),
    property: Type.String(),
    image_url: Type.String(),
    hotel_policies: Type.Array(Policy),
  }),
  date: Type.Object({ checkin: IsoDate, checkout: IsoDate, nights: Type.Integer() }),
  pay_at_hotel: Type.Boolean(),
  pay_at_hotel_allowed: Type.Boolean(),
  /**
   * How much more paying at the hotel costs than paying now, whole rupees; 0 when it costs the same (today's
   * pricing). The site says paying at the hotel costs more only when this is above 0.
   */
  pay_at_hotel_extra_amount: Type.Integer({ minimum: 0 }),
  partial_payment_amount: Type.Integer(),
  partial_payment_link: Type.Union([Type.String(), Type.Null()]),
  part_pay_amount: Type.Integer(),
  part_pay_percent: Type.Integer(),
  coupon: Type.Object({
    couponName: Type.Union([Type.String(), Type.Null()]),
    loginCouponApplied: Type.Boolean(),
    promoDiscount: Type.Integer(),
  }),
  member_discount_applied: Type.Boolean(),
  member_discount_available: Type.Boolean(),
  wallet_balance: Type.Integer(),
  price: Type.Object({
    selected_rate_plan: Type.Object({
      rate_plan: Type.Object({
        code: Type.String(),
        /** What the plan is called ("Free cancellation", "Non-refundable"), as the hotel page names it. */
        name: Type.String(),
        description: Type.String(),
        refundable: Type.Boolean(),
        tag: Type.String(),
      }),
      price: CheckoutPrice,
      /** docs/rules.md 3 (rate plan at checkout: firstBookingCouponApplied): the coupon in the price is a first-booking one. */
      first_booking_coupon_applied: Type.Boolean(),
    }),
  }),
});
export type Checkout = Static<typeof Checkout>;

/** A partner's click reference as it reaches the landing URL: letters, digits, '.', '_' and '-', at most 64. */
export const TrivagoReferenceId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' });
export const CreateItineraryBody = Type.Object({
  hotel_id: Type.Integer({ minimum: 1 }),
  room_type: Type.String({ minLength: 1, maxLength: 20 }),
  rate_plan: Type.String({ minLength: 1, maxLength: 20 }),
  checkin: IsoDate,
  checkout: IsoDate,
  roomconfig: RoomConfig,
  coupon_code: Type.Optional(Type.String({ maxLength: 40 })),
  apply_wallet: Type.Optional(Type.Boolean()),
  channel: Type.Optional(Type.String({ maxLength: 20 })),
  /**
   * The partner reference of a visitor who came from trivago (docs/rules.md 3, UI state trivagoReferenceId): kept on the
   * itinerary and on its booking, so the partner's booking can be matched to its click.
   */
  trivago_reference_id: Type.Optional(TrivagoReferenceId),
});
export type CreateItineraryBody = Static<typeof CreateItineraryBody>;
export const BidParam = Type.Object({ bid: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });
export const CouponBody = Type.Object({ coupon_code: Type.String({ minLength: 1, maxLength: 40 }) });

/**
 * A coupon as the itinerary's coupon list shows it: what it saves on this itinerary's stay and plan, and
 * whether this visitor may use it now (applied, available) or why not (sign in first, first booking only,
 * below its minimum amount), so a guest sees every offer and how to get it.
 */
export const ItineraryCoupon = Type.Object({
  code: Type.String(),
  description: Type.String(),
  status: Type.Union([
    Type.Literal('applied'),
    Type.Literal('available'),
    Type.Literal('login_required'),
    Type.Literal('first_booking_only'),
    Type.Literal('below_minimum'),
    /** The itinerary is at a corporate rate, which coupons do not combine with. */
    Type.Literal('corporate_rate'),
  ]),
  /** Whole rupees off this itinerary's price before tax; 0 unless applied or available. */
  saving: Type.Integer(),
  /** The stay price before tax from which it applies. */
  min_amount: Type.Integer(),
});
export type ItineraryCoupon = Static<typeof ItineraryCoupon>;
export const ItineraryCouponsResponse = Type.Object({ coupons: Type.Array(ItineraryCoupon) });
export type ItineraryCouponsResponse = Static<typeof ItineraryCouponsResponse>;

/**
 * A guest's mobile number without its country code: an Indian mobile (PhoneNumber) for +91, or a
 * foreign national number (4-15 digits) checked by libphonenumber-js for its country code.
 */
export const GuestMobile = Type.String({ pattern: '^[0-9]{4,15}$', examples: ['9876543210'] });

export const GuestDetails = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  mobile: GuestMobile,
  country_code: Type.Optional(CountryCode),
  email: Type.Optional(Email),
  gstin: Type.Optional(Gstin),
  company_name: Type.Optional(Type.String({ maxLength: 120 })),
  company_address: Type.Optional(Type.String({ maxLength: 300 })),
  hasOptedForWhatsapp: Type.Optional(Type.Boolean()),
});
export type GuestDetails = Static<typeof GuestDetails>;

/** Payment method codes of getPaymentMethods (UPI first). */
export const PaymentMethodCode = Type.Union([
  Type.Literal('upi'),
  Type.Literal('card'),
  Type.Literal('netbanking'),
  Type.Literal('wallet'),
]);
export type PaymentMethodCode = Static<typeof PaymentMethodCode>;

/**
 * The amount the guest saw on the Pay button, in whole rupees. The API prices again and refuses with
 * 409 (ErrorBody code 'price_changed', the new total in its message) when it differs: no silent repricing.
 */
export const ExpectedAmount = Type.Integer({ minimum: 0, maximum: 10_000_000 });

/**
 * Pay now / part pay: creates the booking (pending) and a gateway order. Needs Idempotency-Key.
 * An itinerary makes at most one booking: paying again on it (any key) reuses its pending booking
 * with a fresh gateway order, and a booked itinerary answers 409 code 'already_booked'.
 */
export const PayBody = Type.Object({
  guest: GuestDetails,
  method: Type.Optional(PaymentMethodCode),
  /** A payment offer of getPaymentOffers for that method; its discount comes off the amount due now. */
  offer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  expected_amount: ExpectedAmount,
});
export type PayBody = Static<typeof PayBody>;
/** Pay at hotel: with an OTP (from /api/v1/auth/otp/send/) or OTP-less (429 when the phone is blocked). */
export const PayAtHotelBody = Type.Object({
  guest: GuestDetails,
  otp: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  expected_amount: ExpectedAmount,
});
export type PayAtHotelBody = Static<typeof PayAtHotelBody>;
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.String({ minLength: 8, maxLength: 100 }) });

export const GatewayOrder = Type.Object({
  gateway: Type.String(),
  key_id: Type.String(),
  gateway_order_id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  checkout_url: Type.String(),
});
/**
 * Capability token of one booking (at least 128 random bits, base64url): with it, whoever holds the
 * confirmation link sees that booking without signing in; nobody else does.
 */
export const BookingToken = Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' });
export const BookingTokenQuery = Type.Object({ t: Type.Optional(BookingToken) });

export const PaymentResponse = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  /** What the gateway charges now: after the payment offer's discount (0 for pay at hotel). */
  amount_due_now: Type.Integer(),
  offer_discount: Type.Integer(),
  gateway_order: Type.Union([GatewayOrder, Type.Null()]),
  /** For the confirmation and payment-process links (`?t=`). */
  confirmation_token: BookingToken,
  booking: Checkout,
});
export type PaymentResponse = Static<typeof PaymentResponse>;

export const GatewayCallbackBody = Type.Object({
  razorpay_order_id: Type.String({ minLength: 1, maxLength: 64 }),
  razorpay_payment_id: Type.String({ minLength: 1, maxLength: 64 }),
  razorpay_signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type GatewayCallbackBody = Static<typeof GatewayCallbackBody>;
export const GatewayOrderParam = Type.Object({ gatewayOrderId: Type.String({ minLength: 1, maxLength: 64 }) });
/** Why the last payment attempt of a booking did not go through (null when none failed). */
export const PaymentFailure = Type.Union([
  Type.Literal('declined'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
  Type.Null(),
]);
/** The query to go back to a booking's itinerary with its choice intact (hotel, stay, room, plan, bid). */
export const ItineraryReturn = Type.Object({
  bid: Type.String(),
  hotel_id: Type.Integer(),
  checkin: IsoDate,
  checkout: IsoDate,
  roomconfig: Type.String(),
  roomtype: Type.String(),
  rateplan: Type.String(),
  payment_mode: Type.String(),
  method: Type.Union([Type.String(), Type.Null()]),
});
export const PaymentStatusResponse = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  payment_status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('not_required'),
  ]),
  /** Set while the booking waits for a new attempt after a declined or cancelled one, or once it expired. */
  failure_reason: PaymentFailure,
  paid_amount: Type.Integer(),
  pending_amount: Type.Integer(),
  /** Only with the booking's token (or to its signed-in owner): how to return to the itinerary. */
  itinerary: Type.Union([ItineraryReturn, Type.Null()]),
});
export type PaymentStatusResponse = Static<typeof PaymentStatusResponse>;

/** Pay the part-pay balance of a booking: by its token (the link the guest was sent) or as its owner. */
export const PayBalanceBody = Type.Object({
  t: Type.Optional(BookingToken),
  method: Type.Optional(PaymentMethodCode),
  offer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  expected_amount: ExpectedAmount,
});

/**
 * Everything the confirmation screen shows (/confirmation/{bookingId}/): to the booking's signed-in
 * owner, or to whoever has its token. Site paths in `links` are relative to the site.
 */
export const Confirmation = Type.Object({
  booking: Checkout,
  created_at: Type.String(),
  payment: Type.Object({
    mode: Type.Union([Type.Literal('pay_now'), Type.Literal('part_pay'), Type.Literal('pay_at_hotel')]),
    method: Type.Union([Type.String(), Type.Null()]),
    payment_status: PaymentStatusResponse.properties.payment_status,
    paid_amount: Type.Integer(),
    /** Still to pay: the part-pay balance, or the whole amount at the hotel. */
    pending_amount: Type.Integer(),
    offer_discount: Type.Integer(),
  }),
  hotel_contact: Type.Object({
    phone: Type.String(),
    address: Type.String(),
    map_url: Type.String(),
  }),
  guest: Type.Object({
    name: Type.String(),
    mobile: Type.String(),
    country_code: Type.String(),
    email: Type.String(),
    whatsapp_opt_in: Type.Boolean(),
    gst_details: Type.Union([
      Type.Object({ organization_name: Type.String(), organization_address: Type.String(), gstin: Type.String() }),
      Type.Null(),
    ]),
  }),
  links: Type.Object({
    confirmation: Type.String(),
    cancellation: Type.Union([Type.String(), Type.Null()]),
    web_checkin: Type.Union([Type.String(), Type.Null()]),
    feedback: Type.Union([Type.String(), Type.Null()]),
    pay_balance: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Confirmation = Static<typeof Confirmation>;

/** Development only: the notification outbox of a phone number or email (SMS, email, WhatsApp). */
export const OutboxQuery = Type.Object({ to: Type.String({ minLength: 3, maxLength: 120 }) });
export const OutboxResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('whatsapp')]),
      to: Type.String(),
      kind: Type.String(),
      order_id: Type.Union([Type.String(), Type.Null()]),
      subject: Type.String(),
      body: Type.String(),
      /** Site links in the message by name: confirmation, cancellation, web_checkin, feedback, pay_balance. */
      links: Type.Record(Type.String(), Type.String()),
      created_at: Type.String(),
    }),
  ),
});
export type OutboxResponse = Static<typeof OutboxResponse>;

export const PaymentMethodsResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      enabled: Type.Boolean(),
      part_pay: Type.Boolean(),
      pay_at_hotel: Type.Boolean(),
    }),
  ),
});
export const PaymentOffersResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      description: Type.String(),
      method: Type.String(),
      discount_percent: Type.Integer(),
      max_discount: Type.Integer(),
      /** Offer applies from this amount due now (whole rupees). */
      min_amount: Type.Integer(),
    }),
  ),
});

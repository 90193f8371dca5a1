import { Type, type Static } from 'typebox';
import { Coordinates, IsoDate, RoomConfig } from './common';
import { CountryCode, Email, Gstin, PhoneNumber } from './auth';
import { Policy } from './hotel';

/** Checkout price of the selected rate plan, whole rupees (SPEC.md 3 "Checkout and confirmation"). */
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
        description: Type.String(),
        refundable: Type.Boolean(),
        tag: Type.String(),
      }),
      price: CheckoutPrice,
    }),
  }),
});
export type Checkout = Static<typeof Checkout>;

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
});
export type CreateItineraryBody = Static<typeof CreateItineraryBody>;
export const BidParam = Type.Object({ bid: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });
export const CouponBody = Type.Object({ coupon_code: Type.String({ minLength: 1, maxLength: 40 }) });

export const GuestDetails = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  mobile: PhoneNumber,
  country_code: Type.Optional(CountryCode),
  email: Type.Optional(Email),
  gstin: Type.Optional(Gstin),
  company_name: Type.Optional(Type.String({ maxLength: 120 })),
  company_address: Type.Optional(Type.String({ maxLength: 300 })),
  hasOptedForWhatsapp: Type.Optional(Type.Boolean()),
});
export type GuestDetails = Static<typeof GuestDetails>;

/** Pay now / part pay: creates the booking (pending) and a gateway order. Needs Idempotency-Key. */
export const PayBody = Type.Object({ guest: GuestDetails, method: Type.Optional(Type.String({ maxLength: 30 })) });
/** Pay at hotel: with an OTP (from /api/v1/auth/otp/send/) or OTP-less for a logged-in user. */
export const PayAtHotelBody = Type.Object({
  guest: GuestDetails,
  otp: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
});
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.String({ minLength: 8, maxLength: 100 }) });

export const GatewayOrder = Type.Object({
  gateway: Type.String(),
  key_id: Type.String(),
  gateway_order_id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  checkout_url: Type.String(),
});
export const PaymentResponse = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  amount_due_now: Type.Integer(),
  gateway_order: Type.Union([GatewayOrder, Type.Null()]),
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
export const PaymentStatusResponse = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  payment_status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('not_required'),
  ]),
  paid_amount: Type.Integer(),
  pending_amount: Type.Integer(),
});

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
    }),
  ),
});

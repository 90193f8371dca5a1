import type { PaymentResponse } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { releaseExpiredHolds } from '../../inventory/pending-holds';
import { payAtHotelAmount } from '../../pricing/pay-at-hotel';
import { checkoutView, loadCart, priceCart } from '../checkout';
import { checkoutUserOf, newAccessToken, newOrderId } from './booking-row';
import { onBookingConfirmed } from './booking-events';
import { createBooking, creditPoints, ItineraryTaken, liveBookingOf } from './create-booking';
import { createGatewayOrder } from './gateway';
import { checkGuest, type CheckedGuest } from './guest-details';
import { checkExpectedAmount, checkPayAtHotel } from './pay-checks';
import { chooseOffer } from './payment-offers';
import { alreadyBooked, idempotentAnswer, paymentResponse, type PayRequest } from './payment-response';
import { retryBooking } from './retry-booking';

/**
 * Pay now, part pay and pay at hotel on an itinerary. An itinerary makes at most one live booking:
 * with none (or an EXPIRED / CANCEL one) a new booking; with one waiting for payment, that booking with
 * a fresh gateway order (retryBooking); once CONFIRMED, 409 already_booked. A race between two keys is
 * settled by the itinerary's row lock in createBooking; the loser goes round again and takes the retry path.
 */
export async function bookItinerary(ctx: AppContext, catalogue: Catalogue, req: PayRequest): Promise<PaymentResponse> {
  await releaseExpiredHolds(ctx);
  const cart = await loadCart(ctx.db, req.bid, req.userId);
  const guest = await checkGuest(req.guest);
  const wording = { locale: req.locale, text: catalogue.text };
  for (let round = 0; ; round += 1) {
    const replay = await idempotentAnswer(ctx, req.key, req.bid, wording);
    if (replay) return replay;
    const live = await liveBookingOf(ctx.db, cart.bid);
    if (live?.status === 'CONFIRMED') throw alreadyBooked(live);
    try {
      const answer = live
        ? await retryBooking(ctx, live, req, guest, wording)
        : await newBooking(ctx, catalogue, { ...cart, user_id: req.userId ?? cart.user_id }, req, guest);
      await saveCompanyProfile(ctx, req.userId, guest);
      return answer;
    } catch (error) {
      const raced = error instanceof ItineraryTaken || (error as { code?: string }).code === '23505';
      if (raced && round < 3) continue;
      throw error;
    }
  }
}

async function newBooking(
  ctx: AppContext,
  catalogue: Catalogue,
  cart: Awaited<ReturnType<typeof loadCart>>,
  req: PayRequest,
  guest: CheckedGuest,
): Promise<PaymentResponse> {
  const priced = await priceCart(ctx, catalogue, cart, req.userId);
  const total = priced.price.netPayable;
  const { mode } = req;
  const before = mode === 'part_pay' ? priced.price.partPayAmount : mode === 'pay_now' ? total : 0;
  const offer =
    mode === 'pay_at_hotel'
      ? { offerId: null, method: null, discount: 0 }
      : chooseOffer(req.offerId, req.method, before);
  const amountNow = before - offer.discount;
  checkExpectedAmount(mode, req.expected, amountNow, mode === 'pay_at_hotel' ? payAtHotelAmount(total) : total);
  // After the price check: an OTP is only spent on a booking that can go through.
  if (mode === 'pay_at_hotel')
    await checkPayAtHotel(ctx, {
      refundable: priced.plan.refundable,
      planName: priced.plan.name,
      total,
      guest,
      otp: req.otp,
      userId: req.userId,
      checkin: priced.stay.checkin,
    });
  const status = mode === 'pay_at_hotel' ? 'CONFIRMED' : 'PENDING_PAYMENT';
  const ids = { order_id: newOrderId(), access_token: newAccessToken() };
  const user = checkoutUserOf(guest);
  const view = checkoutView(
    catalogue,
    priced,
    { name: user.name, contact_number: user.contact_number, email: user.email, gst: user.gst_details },
    { paid: 0, status, orderId: ids.order_id, mode, partPayLink: null },
  );
  const gateway = mode === 'pay_at_hotel' ? null : await createGatewayOrder(ctx, ids, amountNow);
  const booking = await createBooking(ctx, priced, {
    orderId: ids.order_id,
    accessToken: ids.access_token,
    mode,
    guest,
    idempotencyKey: req.key,
    userId: req.userId,
    status,
    view,
    gateway: gateway ? { gatewayOrderId: gateway.gateway_order_id, amount: amountNow } : null,
    offer,
    locale: req.locale,
  });
  if (booking.status === 'CONFIRMED') {
    await creditPoints(ctx.db, booking);
    await onBookingConfirmed(ctx, booking);
  }
  const wording = { locale: req.locale, text: catalogue.text };
  return (await idempotentAnswer(ctx, req.key, req.bid, wording)) ?? paymentResponse(ctx, booking, null, wording);
}

/** A signed-in guest's GSTIN and company go to their profile, as the GSTIN profile call saves them. */
async function saveCompanyProfile(ctx: AppContext, userId: number | null, guest: CheckedGuest): Promise<void> {
  if (!userId || !guest.gstin) return;
  await ctx.db.query('UPDATE users SET company_name = $2, company_address = $3, gstin = $4 WHERE id = $1', [
    userId,
    guest.company_name ?? '',
    guest.company_address ?? '',
    guest.gstin,
  ]);
}

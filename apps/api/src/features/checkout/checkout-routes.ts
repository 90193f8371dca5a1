import type { FastifyInstance } from 'fastify';
import type { Locale } from '@nivaas/i18n';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import type { Catalogue } from '../../catalogue/catalogue-store';
import { bookedView, cartBooking, refuseChange } from './cart-booking';
import { createCart, loadCart, updateCart } from './cart-store';
import { checkoutView } from './checkout-view';
import { itineraryCoupons } from './itinerary-coupons';
import { priceCart } from './price-cart';

export async function checkoutUser(db: Queryable, userId: number | null) {
  if (!userId) return { name: '', contact_number: '', email: '', gst: null };
  const [u] = await db.query<{
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string;
    company_name: string;
    company_address: string;
    gstin: string;
  }>('SELECT first_name, last_name, phone, email, company_name, company_address, gstin FROM users WHERE id = $1', [
    userId,
  ]);
  return {
    name: [u?.first_name, u?.last_name].filter(Boolean).join(' '),
    contact_number: u?.phone ?? '',
    email: u?.email ?? '',
    gst: u?.gstin
      ? { organization_name: u.company_name, organization_address: u.company_address, gstin: u.gstin }
      : null,
  };
}

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const view = async (bid: string, userId: number | null, locale: Locale) => {
    const cart = await loadCart(db, bid, userId);
    const booking = await cartBooking(db, cart.order_id);
    if (booking) return bookedView(booking, locale, catalogue.text);
    const priced = await priceCart(ctx, catalogue, cart, userId, { strictCoupon: false });
    return checkoutView(catalogue, priced, await checkoutUser(db, userId), undefined, locale);
  };

  registerOperation(app, ctx, 'createItinerary', async ({ body, user, request }) => {
    const userId = user?.id ?? null;
    // Price before storing, so an impossible stay (bad dates, room type, occupancy, coupon) is a 400 and leaves nothing behind.
    const probe = {
      bid: 'probe',
      user_id: userId,
      ...body,
      coupon_code: body.coupon_code ?? null,
      apply_wallet: !!body.apply_wallet,
      channel: body.channel ?? 'msite',
    };
    await priceCart(ctx, catalogue, probe, userId, { strictCoupon: true });
    const cart = await createCart(db, body, userId);
    return view(cart.bid, userId, request.locale);
  });
  registerOperation(app, ctx, 'getItinerary', async ({ params, user, request }) =>
    view(params.bid, user?.id ?? null, request.locale),
  );
  registerOperation(app, ctx, 'applyCoupon', async ({ params, body, user, request }) => {
    const userId = user?.id ?? null;
    const cart = await loadCart(db, params.bid, userId);
    refuseChange(await cartBooking(db, cart.order_id));
    const priced = await priceCart(ctx, catalogue, { ...cart, coupon_code: body.coupon_code }, userId, {
      strictCoupon: true,
    });
    // A coupon never combines with a corporate rate: it applies only when it makes the member price lower
    // than the company's rate (the guest always gets the lower of the two).
    if (priced.corporate)
      throw badRequest('Your corporate rate is lower', [
        `Your company's rate is already lower than the price with ${body.coupon_code.trim().toUpperCase()}`,
      ]);
    await updateCart(db, cart.bid, { coupon_code: body.coupon_code.trim().toUpperCase() });
    return view(cart.bid, userId, request.locale);
  });
  registerOperation(app, ctx, 'getItineraryCoupons', async ({ params, user, request }) => {
    const userId = user?.id ?? null;
    return itineraryCoupons(ctx, catalogue, await loadCart(db, params.bid, userId), userId, request.locale);
  });
  registerOperation(app, ctx, 'removeCoupon', async ({ params, user, request }) => {
    const cart = await loadCart(db, params.bid, user?.id ?? null);
    refuseChange(await cartBooking(db, cart.order_id));
    await updateCart(db, cart.bid, { coupon_code: null });
    return view(cart.bid, user?.id ?? null, request.locale);
  });
  registerOperation(app, ctx, 'applyWallet', async ({ params, user, request }) => {
    const cart = await loadCart(db, params.bid, user!.id);
    refuseChange(await cartBooking(db, cart.order_id));
    await updateCart(db, cart.bid, { apply_wallet: true });
    return view(cart.bid, user!.id, request.locale);
  });
  registerOperation(app, ctx, 'removeWallet', async ({ params, user, request }) => {
    const cart = await loadCart(db, params.bid, user!.id);
    refuseChange(await cartBooking(db, cart.order_id));
    await updateCart(db, cart.bid, { apply_wallet: false });
    return view(cart.bid, user!.id, request.locale);
  });
}

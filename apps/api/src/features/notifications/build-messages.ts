import { formatInr, formatLongDate, formatShortDate } from '@nivaas/domain';
import type { BookingLinks, BookingRow } from '../payments';
import type { NotificationKind, OutgoingMessage } from './notifier';

export interface MessageContext {
  /** The site's public origin, for the absolute links in a message body (PUBLIC_SITE_URL). */
  readonly siteUrl: string;
  readonly brand: string;
  readonly links: BookingLinks;
  /** The part-pay balance still due online (0 when none). */
  readonly balanceDue: number;
}

const LOCALE = 'en-IN';
const inr = (amount: number) => formatInr(amount, LOCALE);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const LINK_LABELS: Readonly<Record<keyof BookingLinks, string>> = {
  confirmation: 'Your booking',
  pay_balance: 'Pay the balance',
  web_checkin: 'Web check-in',
  cancellation: 'Cancel',
  feedback: 'Feedback after your stay',
};

/**
 * The messages of one booking event, in plain English with the hotel, the dates and the amounts in
 * ₹: SMS always (to +<country code><mobile>), email when the guest gave one, WhatsApp only when they
 * opted in. Plain text, never HTML, so a guest's name is only ever text. `links` holds the site
 * paths; the bodies carry them absolute.
 */
export function buildMessages(b: BookingRow, kind: NotificationKind, c: MessageContext): OutgoingMessage[] {
  const view = b.price;
  const hotel = view.hotel.name;
  const address = [view.hotel.street, view.hotel.locality, view.hotel.city, view.hotel.pincode]
    .filter(Boolean)
    .join(', ');
  const total = view.price.selected_rate_plan.price.net_payable_amount;
  const nights = count(view.date.nights, 'night', 'nights');
  const guests = [
    count(view.room.rooms, 'room', 'rooms'),
    count(view.room.adults, 'adult', 'adults'),
    ...(view.room.kids > 0 ? [count(view.room.kids, 'child', 'children')] : []),
  ].join(', ');
  const abs = (path: string) => `${c.siteUrl.replace(/\/+$/, '')}${path}`;
  const links = Object.fromEntries(
    (Object.keys(LINK_LABELS) as (keyof BookingLinks)[]).flatMap((name) => {
      const path = c.links[name];
      return path ? [[name, path]] : [];
    }),
  ) as Record<string, string>;
  const shortDates = `${formatShortDate(b.checkin, LOCALE)} to ${formatShortDate(b.checkout, LOCALE)}`;

  const money = moneyLine(b, kind, total, c.balanceDue);
  const headline =
    kind === 'booking_confirmed'
      ? `Booking ${b.order_id} at ${hotel} is confirmed`
      : kind === 'balance_paid'
        ? `Balance paid for booking ${b.order_id} at ${hotel}`
        : `Booking ${b.order_id} at ${hotel} is cancelled`;
  const subject =
    kind === 'booking_confirmed'
      ? `Booking confirmed: ${hotel}, ${shortDates}`
      : kind === 'balance_paid'
        ? `Balance paid: ${hotel}, ${shortDates}`
        : `Booking cancelled: ${hotel}, ${shortDates}`;

  const smsLinks = [
    `View: ${abs(c.links.confirmation)}`,
    ...(c.links.pay_balance ? [`Pay balance: ${abs(c.links.pay_balance)}`] : []),
  ];
  const sms = `${c.brand}: ${headline}, ${shortDates} (${nights}). ${money.short} ${smsLinks.join(' ')}`;

  const linkLines = Object.entries(links).map(
    ([name, path]) => `${LINK_LABELS[name as keyof BookingLinks]}: ${abs(path)}`,
  );
  const long = [
    `Hello ${b.guest.name},`,
    '',
    `${headline}.`,
    '',
    `Hotel: ${hotel}, ${address}`,
    `Check-in: ${formatLongDate(b.checkin, LOCALE)}`,
    `Check-out: ${formatLongDate(b.checkout, LOCALE)} (${nights})`,
    `Guests: ${guests}`,
    `Booking id: ${b.order_id}`,
    ...money.lines,
    '',
    ...linkLines,
    '',
    `${c.brand}`,
  ].join('\n');

  const vars: Record<string, string> = {
    name: b.guest.name,
    hotel,
    order_id: b.order_id,
    checkin: formatShortDate(b.checkin, LOCALE),
    checkout: formatShortDate(b.checkout, LOCALE),
    amount: inr(money.amount),
    link: abs(c.links.confirmation),
  };
  const phone = `${(b.guest.country_code ?? '+91').replace(/-/g, '')}${b.guest.mobile}`;
  const base = { kind, orderId: b.order_id, subject, links, vars };
  const messages: OutgoingMessage[] = [{ ...base, channel: 'sms', to: phone, mobile: b.guest.mobile, body: sms }];
  const email = b.guest.email?.trim();
  if (email) messages.push({ ...base, channel: 'email', to: email, mobile: null, body: long });
  if (b.guest.hasOptedForWhatsapp === true)
    messages.push({ ...base, channel: 'whatsapp', to: phone, mobile: b.guest.mobile, body: long });
  return messages;
}

/** What was paid and what is still due, for the event: a short SMS sentence and the lines of a longer message. */
function moneyLine(
  b: BookingRow,
  kind: NotificationKind,
  total: number,
  balance: number,
): { short: string; lines: string[]; amount: number } {
  const paid = b.paid_amount;
  if (kind === 'booking_cancelled') {
    const refund =
      paid > 0 ? ` Any refund due on the ${inr(paid)} you paid goes back to your original payment method.` : '';
    return { short: `Cancelled.${refund}`, lines: [`Status: cancelled.${refund}`], amount: paid };
  }
  if (kind === 'balance_paid')
    return {
      short: `${inr(paid)} paid in all, nothing more to pay.`,
      lines: [`Paid in all: ${inr(paid)}`, 'Nothing more to pay.'],
      amount: paid,
    };
  if (b.payment_mode === 'pay_at_hotel')
    return {
      short: `Pay ${inr(total)} at the hotel.`,
      lines: [`To pay at the hotel: ${inr(total)}`],
      amount: total,
    };
  if (balance > 0)
    return {
      short: `Paid ${inr(paid)}, balance ${inr(balance)} due.`,
      lines: [`Paid: ${inr(paid)}`, `Balance due: ${inr(balance)}`],
      amount: balance,
    };
  return { short: `Paid ${inr(paid)}.`, lines: [`Paid: ${inr(paid)}`], amount: paid };
}

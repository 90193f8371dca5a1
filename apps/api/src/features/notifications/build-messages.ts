import { formatInr, formatLongDate, formatShortDate } from '@nivaas/domain';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nivaas/i18n';
import { englishText, type TextOf, type TextValues } from '../../i18n/content-texts';
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

/**
 * Every sentence of a booking's messages in English, by key (englishTexts(), translated in seed/translations): the
 * placeholders take the hotel, the booking id, dates and amounts written in the booking's locale.
 */
export const MESSAGE_TEXTS = {
  'message.count.night.one': '{count} night',
  'message.count.night.many': '{count} nights',
  'message.count.room.one': '{count} room',
  'message.count.room.many': '{count} rooms',
  'message.count.adult.one': '{count} adult',
  'message.count.adult.many': '{count} adults',
  'message.count.child.one': '{count} child',
  'message.count.child.many': '{count} children',
  'message.link.confirmation': 'Your booking',
  'message.link.pay_balance': 'Pay the balance',
  'message.link.web_checkin': 'Web check-in',
  'message.link.cancellation': 'Cancel',
  'message.link.feedback': 'Feedback after your stay',
  'message.link_line': '{label}: {link}',
  'message.dates': '{checkin} to {checkout}',
  'message.headline.booking_confirmed': 'Booking {order_id} at {hotel} is confirmed',
  'message.headline.balance_paid': 'Balance paid for booking {order_id} at {hotel}',
  'message.headline.booking_cancelled': 'Booking {order_id} at {hotel} is cancelled',
  'message.subject.booking_confirmed': 'Booking confirmed: {hotel}, {dates}',
  'message.subject.balance_paid': 'Balance paid: {hotel}, {dates}',
  'message.subject.booking_cancelled': 'Booking cancelled: {hotel}, {dates}',
  'message.sms.view': 'View: {link}',
  'message.sms.pay_balance': 'Pay balance: {link}',
  'message.sms': '{brand}: {headline}, {dates} ({nights}). {money} {links}',
  'message.hello': 'Hello {name},',
  'message.headline_line': '{headline}.',
  'message.hotel': 'Hotel: {hotel}, {address}',
  'message.checkin': 'Check-in: {date}',
  'message.checkout': 'Check-out: {date} ({nights})',
  'message.guests': 'Guests: {guests}',
  'message.booking_id': 'Booking id: {order_id}',
  'message.cancelled.short': 'Cancelled.',
  'message.cancelled.status': 'Status: cancelled.',
  'message.cancelled.refund': 'Any refund due on the {amount} you paid goes back to your original payment method.',
  'message.balance_paid.short': '{amount} paid in all, nothing more to pay.',
  'message.balance_paid.paid': 'Paid in all: {amount}',
  'message.balance_paid.nothing_more': 'Nothing more to pay.',
  'message.pay_at_hotel.short': 'Pay {amount} at the hotel.',
  'message.pay_at_hotel.due': 'To pay at the hotel: {amount}',
  'message.part_paid.short': 'Paid {paid}, balance {balance} due.',
  'message.paid': 'Paid: {amount}',
  'message.balance_due': 'Balance due: {amount}',
  'message.paid.short': 'Paid {amount}.',
} as const satisfies Record<string, string>;

type MessageKey = keyof typeof MESSAGE_TEXTS;

/** A booking's locale as stored: null (a booking made before it was kept) or one the API no longer answers in reads en-IN. */
export const bookingLocale = (stored: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;

const LINK_NAMES: readonly (keyof BookingLinks)[] = [
  'confirmation',
  'pay_balance',
  'web_checkin',
  'cancellation',
  'feedback',
];

/**
 * The messages of one booking event, in the booking's locale (en-IN when it has none) with the hotel, the dates
 * and the amounts in ₹ written in it: SMS always (to +<country code><mobile>), email when the guest gave one,
 * WhatsApp only when they opted in. Plain text, never HTML, so a guest's name is only ever text. `links` holds the
 * site paths; the bodies carry them absolute. `text` is the catalogue's translation (English without one). `vars`,
 * the values of the providers' registered (English) templates, stay in en-IN.
 */
export function buildMessages(
  b: BookingRow,
  kind: NotificationKind,
  c: MessageContext,
  text: TextOf = englishText,
): OutgoingMessage[] {
  const locale = bookingLocale(b.locale);
  const t = (key: MessageKey, values?: TextValues) => text(locale, key, MESSAGE_TEXTS[key], values);
  const count = (n: number, what: 'night' | 'room' | 'adult' | 'child') =>
    t(`message.count.${what}.${n === 1 ? 'one' : 'many'}`, { count: n });
  const view = b.price;
  const hotel = view.hotel.name;
  const address = [view.hotel.street, view.hotel.locality, view.hotel.city, view.hotel.pincode]
    .filter(Boolean)
    .join(', ');
  const total = view.price.selected_rate_plan.price.net_payable_amount;
  const nights = count(view.date.nights, 'night');
  const guests = [
    count(view.room.rooms, 'room'),
    count(view.room.adults, 'adult'),
    ...(view.room.kids > 0 ? [count(view.room.kids, 'child')] : []),
  ].join(', ');
  const abs = (path: string) => `${c.siteUrl.replace(/\/+$/, '')}${path}`;
  const links = Object.fromEntries(
    LINK_NAMES.flatMap((name) => {
      const path = c.links[name];
      return path ? [[name, path]] : [];
    }),
  ) as Record<string, string>;
  const shortDates = t('message.dates', {
    checkin: formatShortDate(b.checkin, locale),
    checkout: formatShortDate(b.checkout, locale),
  });

  const money = moneyLine(b, kind, total, c.balanceDue, t);
  // A booking's events; any other kind reads as a cancellation, as it always has.
  const event = kind === 'booking_confirmed' || kind === 'balance_paid' ? kind : 'booking_cancelled';
  const headline = t(`message.headline.${event}`, { order_id: b.order_id, hotel });
  const subject = t(`message.subject.${event}`, { hotel, dates: shortDates });

  const smsLinks = [
    t('message.sms.view', { link: abs(c.links.confirmation) }),
    ...(c.links.pay_balance ? [t('message.sms.pay_balance', { link: abs(c.links.pay_balance) })] : []),
  ];
  const sms = t('message.sms', {
    brand: c.brand,
    headline,
    dates: shortDates,
    nights,
    money: money.short,
    links: smsLinks.join(' '),
  });

  const linkLines = Object.entries(links).map(([name, path]) =>
    t('message.link_line', { label: t(`message.link.${name as keyof BookingLinks}`), link: abs(path) }),
  );
  const long = [
    t('message.hello', { name: b.guest.name }),
    '',
    t('message.headline_line', { headline }),
    '',
    t('message.hotel', { hotel, address }),
    t('message.checkin', { date: formatLongDate(b.checkin, locale) }),
    t('message.checkout', { date: formatLongDate(b.checkout, locale), nights }),
    t('message.guests', { guests }),
    t('message.booking_id', { order_id: b.order_id }),
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
    checkin: formatShortDate(b.checkin, DEFAULT_LOCALE),
    checkout: formatShortDate(b.checkout, DEFAULT_LOCALE),
    amount: formatInr(money.amount, DEFAULT_LOCALE),
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
  t: (key: MessageKey, values?: TextValues) => string,
): { short: string; lines: string[]; amount: number } {
  const paid = b.paid_amount;
  if (kind === 'booking_cancelled') {
    const refund = paid > 0 ? ` ${t('message.cancelled.refund', { amount: { inr: paid } })}` : '';
    return {
      short: `${t('message.cancelled.short')}${refund}`,
      lines: [`${t('message.cancelled.status')}${refund}`],
      amount: paid,
    };
  }
  if (kind === 'balance_paid')
    return {
      short: t('message.balance_paid.short', { amount: { inr: paid } }),
      lines: [t('message.balance_paid.paid', { amount: { inr: paid } }), t('message.balance_paid.nothing_more')],
      amount: paid,
    };
  if (b.payment_mode === 'pay_at_hotel')
    return {
      short: t('message.pay_at_hotel.short', { amount: { inr: total } }),
      lines: [t('message.pay_at_hotel.due', { amount: { inr: total } })],
      amount: total,
    };
  if (balance > 0)
    return {
      short: t('message.part_paid.short', { paid: { inr: paid }, balance: { inr: balance } }),
      lines: [t('message.paid', { amount: { inr: paid } }), t('message.balance_due', { amount: { inr: balance } })],
      amount: balance,
    };
  return {
    short: t('message.paid.short', { amount: { inr: paid } }),
    lines: [t('message.paid', { amount: { inr: paid } })],
    amount: paid,
  };
}

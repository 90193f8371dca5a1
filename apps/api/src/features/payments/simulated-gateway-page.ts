import escape from 'escape-html';
import { createHash } from 'node:crypto';
import { formatInr } from '@nivaas/domain';
import type { PaymentMethodCode } from '@nivaas/api-client/contract';
import { BANKS, METHODS, WALLETS, type FieldErrors, type FormFields } from './simulated-payment-form';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1rem;color:#1a1a1a}
h1{font-size:1.4rem}nav ul{display:flex;gap:.25rem;padding:0;list-style:none;flex-wrap:wrap}
nav a{display:block;padding:.6rem .8rem;border:1px solid #666;border-radius:.4rem;color:#1a1a1a;text-decoration:none}
nav a[aria-current=page]{background:#1a1a1a;color:#fff}label{display:block;margin-top:.8rem;font-weight:600}
input,select{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;margin-top:.25rem}
.error{color:#b00020;margin:.25rem 0 0}button{display:block;width:100%;font-size:1rem;padding:.8rem;margin-top:1rem;border-radius:.4rem}
.pay{background:#0a6b2e;color:#fff;border:0;font-size:1.15rem}.notice{padding:.8rem;border:1px solid #b00020}`;

/**
 * The page's own Content-Security-Policy: nothing loads and no script runs; its one inline stylesheet is
 * allowed by its hash (so it never needs 'unsafe-inline', and an injected style would not match); the form may
 * post only to this origin and the page may not be framed (a payment page, so no clickjacking). The shell's proxy
 * keeps this policy instead of its own.
 */
export const GATEWAY_PAGE_CSP = [
  `default-src 'none'`,
  `script-src 'none'`,
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  `form-action 'self'`,
  `base-uri 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

/** The headers every gateway page goes out with. */
export const GATEWAY_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': GATEWAY_PAGE_CSP,
  'x-content-type-options': 'nosniff',
};

function field(name: string, label: string, control: string, errors: FieldErrors): string {
  const error = errors[name];
  return `<label for="${name}">${label}</label>${control.replace(
    '<CONTROL',
    `id="${name}" name="${name}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}`,
  )}${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

function input(name: string, label: string, attrs: string, values: FormFields, errors: FieldErrors): string {
  return field(name, label, `<input <CONTROL ${attrs} value="${escape(values[name] ?? '')}">`, errors);
}

function select(name: string, label: string, options: readonly string[], values: FormFields, errors: FieldErrors) {
  const opts = [`<option value="">Choose…</option>`]
    .concat(
      options.map((o) => `<option value="${escape(o)}"${values[name] === o ? ' selected' : ''}>${escape(o)}</option>`),
    )
    .join('');
  return field(name, label, `<select <CONTROL required>${opts}</select>`, errors);
}

function methodFields(method: PaymentMethodCode, values: FormFields, errors: FieldErrors): string {
  switch (method) {
    case 'upi':
      return input('vpa', 'UPI ID', 'required autocomplete="off" placeholder="name@bank"', values, errors);
    case 'card':
      return [
        input('card_number', 'Card number', 'required inputmode="numeric" autocomplete="cc-number"', values, errors),
        input(
          'expiry',
          'Expiry (MM/YY)',
          'required inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"',
          values,
          errors,
        ),
        // The CVV is never echoed back into the page.
        input(
          'cvv',
          'CVV',
          'required inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
          { ...values, cvv: '' },
          errors,
        ),
        input('card_name', 'Name on card', 'required autocomplete="cc-name"', values, errors),
      ].join('');
    case 'netbanking':
      return select('bank', 'Bank', BANKS, values, errors);
    default:
      return select('wallet', 'Wallet', WALLETS, values, errors);
  }
}

export interface GatewayPage {
  gatewayOrderId: string;
  orderId: string;
  amount: number;
  /** What the amount is for and includes (gatewayDescription), as a merchant's order description says it. */
  description: string;
  method: PaymentMethodCode;
  /** False once the attempt was paid, declined or cancelled: the page says so instead of a form. */
  open: boolean;
  values?: FormFields;
  errors?: FieldErrors;
  returnUrl: string;
}

/** What an attempt's amount is for, from the booking's price snapshot (the order description a merchant sends). */
export interface DescribedAttempt {
  readonly hotel: string;
  readonly nights: number;
  readonly rooms: number;
  /** The price with taxes and fees. */
  readonly total: number;
  readonly points: number;
  readonly offer: number;
  readonly purpose: 'pay_now' | 'part_pay' | 'balance';
}

/**
 * The order's description: the stay, its price with taxes and fees, and what comes off it before this
 * amount (points, the payment offer) or which part of it this is (part payment now, the balance), so the
 * gateway says what its amount includes as every screen before it does.
 */
export function gatewayDescription(a: DescribedAttempt): string {
  const stay = `${a.hotel}, ${a.nights} ${a.nights === 1 ? 'night' : 'nights'}, ${a.rooms} ${a.rooms === 1 ? 'room' : 'rooms'}`;
  const less = [
    ...(a.points > 0 ? [`${formatInr(a.points)} paid with points`] : []),
    ...(a.offer > 0 ? [`${formatInr(a.offer)} payment offer`] : []),
  ];
  const part =
    a.purpose === 'part_pay'
      ? ' This is the part payment now; the rest is paid later.'
      : a.purpose === 'balance'
        ? ' This is the balance of the part payment.'
        : '';
  return `${stay}: ${formatInr(a.total)} with taxes and fees${less.length ? `, less ${less.join(' and ')}` : ''}.${part}`;
}

/**
 * The simulated gateway's checkout page: plain HTML and one form, so it works without JavaScript (and
 * runs under GATEWAY_PAGE_CSP, which allows no script at all). Method tabs are links (?method=), the form posts the method's
 * fields and one of three actions: pay (validated), a declined payment, or cancel.
 */
export function renderGatewayPage(p: GatewayPage): string {
  const errors = p.errors ?? {};
  const values = p.values ?? {};
  const base = `/api/v1/payments/gateway/checkout/${p.gatewayOrderId}/`;
  const tabs = METHODS.map(
    (m) =>
      `<li><a href="${base}?method=${m.code}"${m.code === p.method ? ' aria-current="page"' : ''}>${m.label}</a></li>`,
  ).join('');
  const summary = Object.keys(errors).length
    ? `<div class="notice" role="alert"><p>Check the details below: nothing was paid.</p></div>`
    : '';
  const body = p.open
    ? `<nav aria-label="Payment method"><ul>${tabs}</ul></nav>${summary}
<form method="post" action="/api/v1/payments/gateway/simulate/${p.gatewayOrderId}/" novalidate>
<input type="hidden" name="method" value="${p.method}">
<fieldset><legend>Pay by ${METHODS.find((m) => m.code === p.method)?.label ?? p.method}</legend>${methodFields(p.method, values, errors)}</fieldset>
<button class="pay" type="submit" name="action" value="pay">Pay ${escape(formatInr(p.amount))}</button>
<button type="submit" name="action" value="decline">Simulate a declined payment</button>
<button type="submit" name="action" value="cancel">Cancel payment</button>
</form>`
    : `<p role="status">This payment is no longer open.</p><p><a href="${escape(p.returnUrl)}">Back to your booking</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulated payment</title><style>${STYLE}</style></head><body><main>
<h1>Simulated payment</h1><p>Order <strong>${escape(p.orderId)}</strong></p><p>Amount <strong>${escape(formatInr(p.amount))}</strong></p>
<p class="description">${escape(p.description)}</p>
${body}</main></body></html>`;
}

import { createHash } from 'node:crypto';
import { useTestApp } from '../../testing/test-app';
import { payNowOrder } from '../../testing/gateway';
import { GATEWAY_PAGE_CSP, gatewayDescription, renderGatewayPage } from './simulated-gateway-page';

/** The sources one directive of a policy allows (its own, or default-src's when it has none). */
function sources(policy: string, directive: string): string[] {
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  return directives.get(directive) ?? directives.get('default-src') ?? [];
}

/** Whether a browser enforcing `policy` would apply every inline stylesheet of `html` (by its hash). */
function inlineStylesAllowed(policy: string, html: string): boolean {
  const allowed = sources(policy, 'style-src');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].every(([, css = '']) =>
    allowed.includes(`'sha256-${createHash('sha256').update(css).digest('base64')}'`),
  );
}

describe('simulated gateway page: its own Content-Security-Policy', () => {
  const app = useTestApp();
  const order = (checkin: number) => payNowOrder(app(), checkin, 'upi', `sim-csp-${checkin}-${Date.now()}`);

  it('runs no script and loads nothing, yet its own stylesheet applies (by hash, never unsafe-inline)', () => {
    expect(sources(GATEWAY_PAGE_CSP, 'script-src')).toEqual(["'none'"]);
    expect(sources(GATEWAY_PAGE_CSP, 'img-src')).toEqual(["'none'"]);
    expect(GATEWAY_PAGE_CSP).not.toMatch(/unsafe-/);
    expect(GATEWAY_PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(GATEWAY_PAGE_CSP).toContain("form-action 'self'");
    const html = renderGatewayPage({
      gatewayOrderId: 'order_0123456789abcdef0123',
      orderId: 'NIV1',
      amount: 1499,
      description: '<b>Hotel</b>, 1 night, 1 room: ₹1,499 with taxes and fees.',
      method: 'card',
      open: true,
      values: { card_name: '<style>body{display:none}</style>' },
      errors: { card_number: 'Enter a valid card number' },
      returnUrl: '/payment-process/NIV1/?t=x',
    });
    expect(inlineStylesAllowed(GATEWAY_PAGE_CSP, html)).toBe(true);
    // A style injected through a field is escaped, so it is never a stylesheet to allow.
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('&lt;b&gt;Hotel&lt;/b&gt;');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('goes out with every gateway page: the form, the form again with its errors, and the closed payment', async () => {
    const o = await order(70);
    const gw = o.gateway_order.gateway_order_id;
    const form = await app().inject({ method: 'GET', url: o.gateway_order.checkout_url });
    const errors = await app().inject({
      method: 'POST',
      url: `/api/v1/payments/gateway/simulate/${gw}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ method: 'upi', action: 'pay', vpa: 'nobank' }).toString(),
    });
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/gateway/simulate/${gw}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ method: 'upi', action: 'cancel' }).toString(),
    });
    const closed = await app().inject({ method: 'GET', url: o.gateway_order.checkout_url });
    expect([form.statusCode, errors.statusCode, closed.statusCode]).toEqual([200, 400, 200]);
    expect(closed.body).toContain('This payment is no longer open');
    for (const page of [form, errors, closed]) {
      expect(page.headers['content-security-policy']).toBe(GATEWAY_PAGE_CSP);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(inlineStylesAllowed(GATEWAY_PAGE_CSP, page.body)).toBe(true);
    }
  });
});

describe('gatewayDescription (the gateway says what its amount includes)', () => {
  const stay = { hotel: 'Nivaas Orchid Koramangala', nights: 3, rooms: 2, total: 6470, points: 0, offer: 0 };
  it('given pay now, then the stay and its price with taxes and fees', () => {
    expect(gatewayDescription({ ...stay, purpose: 'pay_now' })).toBe(
      'Nivaas Orchid Koramangala, 3 nights, 2 rooms: ₹6,470 with taxes and fees.',
    );
  });
  it('given points and a payment offer, then both as what comes off the price', () => {
    expect(gatewayDescription({ ...stay, nights: 1, rooms: 1, points: 183, offer: 50, purpose: 'pay_now' })).toBe(
      'Nivaas Orchid Koramangala, 1 night, 1 room: ₹6,470 with taxes and fees, less ₹183 paid with points and ₹50 payment offer.',
    );
  });
  it('given a part payment or its balance, then it says which part this is', () => {
    expect(gatewayDescription({ ...stay, purpose: 'part_pay' })).toMatch(/part payment now; the rest is paid later\.$/);
    expect(gatewayDescription({ ...stay, purpose: 'balance' })).toMatch(/balance of the part payment\.$/);
  });
});

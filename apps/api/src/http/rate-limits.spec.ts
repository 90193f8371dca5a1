import { call, login, useTestApp } from '../testing/test-app';

/**
 * The abuse limits of http/rate-limits.ts, hit as an attacker would: many phones from one address, one
 * phone from many addresses, the same phone spelled differently, a forged X-Forwarded-For. Requests
 * arrive as through the shell's proxy (loopback, trusted) with the client address in X-Forwarded-For,
 * unless a test says otherwise. Each test uses its own addresses and phones: counts live for the file.
 */

type Res = Awaited<ReturnType<typeof call>>;

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The 429 of a limit: docs/rules.md 8's body with a sentence saying what and when, and a Retry-After in seconds. */
function expectLimited(res: Res, what: RegExp, maxRetryAfterS: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.any(String), errors: [res.body.error], code: 'rate_limited' });
  expect(res.body.error).toMatch(what);
  expect(res.body.error).toMatch(/please try again in \d+ (second|minute|hour)s?$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterS);
}

const notLimited = (res: Res) => res.body?.code !== 'rate_limited';

/** The i-th answer of a run (0-based), which must be there. */
function nth(results: readonly Res[], i: number): Res {
  const found = results[i];
  if (!found) throw new Error(`no answer ${i}: only ${results.length}`);
  return found;
}

/** n distinct Indian mobiles starting with `prefix` (4 digits), so tests never share a phone. */
const phones = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);

describe('abuse limits (http/rate-limits.ts)', () => {
  const app = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}, token?: string) =>
    call(app(), { method: 'POST', url, payload, headers, ...(token ? { token } : {}) });
  const sendOtp = (phone: string, address: string) =>
    post('/api/v1/auth/otp/send/', { phone_number: phone }, from(address));

  describe('OTP sends', () => {
    it('given 60 sends to 60 numbers from one client, then 20 go out and 40 are refused with 429, Retry-After and the error shape; another address is unaffected', async () => {
      const results: Res[] = [];
      for (const phone of phones('9701', 60)) results.push(await sendOtp(phone, '203.0.113.10'));
      expect(results.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(200));
      for (const refused of results.slice(20)) expectLimited(refused, /^Too many OTP requests from your network/, 600);
      const [sent] = await app().ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM otp_inbox WHERE phone LIKE '9701%'`,
      );
      expect(sent?.n).toBe(20);
      expect((await sendOtp('9701999999', '203.0.113.11')).status).toBe(200);
    });

    it('given one phone asked for from 11 addresses (send and resend share the count), then the 11th is refused for the number, for an hour; other phones still go', async () => {
      const phone = '9702000001';
      const results: Res[] = [];
      for (let i = 0; i < 11; i++) {
        const url = i % 2 ? '/api/v1/auth/otp/resend/' : '/api/v1/auth/otp/send/';
        results.push(await post(url, { phone_number: phone }, from(`198.51.100.${i + 1}`)));
      }
      // The service's own 30 s rule answers the 2nd to 10th; none of those is the limit.
      expect(nth(results, 0).status).toBe(200);
      expect(results.slice(1, 10).every((r) => r.status === 429 && notLimited(r))).toBe(true);
      expectLimited(
        nth(results, 10),
        /^Too many OTP requests for this mobile number: please try again in 1 hour$/,
        3600,
      );
      expect(nth(results, 10).body.errors).toEqual([nth(results, 10).body.error]);
      expect((await sendOtp('9702000002', '198.51.100.1')).status).toBe(200);
    });

    it('given a forged X-Forwarded-For from a client that is not a trusted proxy, then the socket address is counted', async () => {
      const results: Res[] = [];
      for (const [i, phone] of phones('9703', 21).entries())
        results.push(
          await call(app(), {
            method: 'POST',
            url: '/api/v1/auth/otp/send/',
            payload: { phone_number: phone },
            remoteAddress: '192.0.2.77',
            headers: { 'x-forwarded-for': `10.9.${i}.1` },
          }),
        );
      expect(results.slice(0, 20).every((r) => r.status === 200)).toBe(true);
      expectLimited(nth(results, 20), /^Too many OTP requests from your network/, 600);
    });

    it('given a browser that typed its own X-Forwarded-For before the proxy appended the real one, then only the one hop the proxy wrote counts', async () => {
      const results: Res[] = [];
      for (const [i, phone] of phones('9704', 21).entries())
        results.push(
          await post(
            '/api/v1/auth/otp/send/',
            { phone_number: phone },
            { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.20` },
          ),
        );
      expect(results.slice(0, 20).every((r) => r.status === 200)).toBe(true);
      expectLimited(nth(results, 20), /^Too many OTP requests from your network/, 600);
    });

    it('counts an IPv6 client by its /64: rotating the last 64 bits is one address', async () => {
      const results: Res[] = [];
      for (const [i, phone] of phones('9705', 21).entries())
        results.push(await sendOtp(phone, `2001:db8:1:2::${(i + 1).toString(16)}`));
      expect(results.slice(0, 20).every((r) => r.status === 200)).toBe(true);
      expectLimited(nth(results, 20), /^Too many OTP requests from your network/, 600);
      expect((await sendOtp('9705999999', '2001:db8:1:3::1')).status).toBe(200);
    });
  });

  describe('OTP verify', () => {
    it('given 11 checks of one phone from many addresses, then the 11th is refused for the number; 40 checks from one address over many phones, then the 41st for the network', async () => {
      const phone = '9706000001';
      const checks: Res[] = [];
      for (let i = 0; i < 11; i++)
        checks.push(
          await post('/api/v1/auth/otp/verify/', { phone_number: phone, otp: '000000' }, from(`198.51.100.${100 + i}`)),
        );
      expect(checks.slice(0, 10).every(notLimited)).toBe(true);
      expectLimited(nth(checks, 10), /^Too many OTP attempts for this mobile number/, 600);

      const spread: Res[] = [];
      for (const other of phones('9707', 41))
        spread.push(
          await post('/api/v1/auth/otp/verify/', { phone_number: other, otp: '000000' }, from('203.0.113.30')),
        );
      expect(spread.slice(0, 40).every((r) => r.status === 400)).toBe(true);
      expectLimited(nth(spread, 40), /^Too many OTP attempts from your network/, 600);
    });
  });

  describe('forgot password', () => {
    it('given 4 asks for one email (any case) from different addresses, then the 4th is refused; 10 emails from one address, then the 11th', async () => {
      const asks: Res[] = [];
      for (const [i, email] of [
        'reset.me@example.in',
        'Reset.Me@example.in',
        'RESET.ME@EXAMPLE.IN',
        'reset.me@Example.in',
      ].entries())
        asks.push(await post('/api/v2/auth/forgot-password/', { email }, from(`198.51.100.${150 + i}`)));
      expect(asks.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
      expectLimited(nth(asks, 3), /^Too many password reset requests for this email/, 3600);

      const walk: Res[] = [];
      for (let i = 0; i < 11; i++)
        walk.push(await post('/api/v2/auth/forgot-password/', { email: `walk${i}@example.in` }, from('203.0.113.40')));
      expect(walk.slice(0, 10).every((r) => r.status === 200)).toBe(true);
      expectLimited(nth(walk, 10), /^Too many password reset requests from your network/, 3600);
      expect(
        (await post('/api/v2/auth/forgot-password/', { email: 'walk0@example.in' }, from('203.0.113.41'))).status,
      ).toBe(200);
    });
  });

  describe('questions, reviews, feedback and short links', () => {
    it('questions: both question calls share 10 an hour per address, and 5 per signed-in account from anywhere', async () => {
      const asked: Res[] = [];
      for (let i = 0; i < 11; i++)
        asked.push(
          i % 2
            ? await post('/api/v1/hotels/1001/questions/', { question: `Is there parking ${i}?` }, from('203.0.113.50'))
            : await post(
                '/api/v1/posts/add/question/',
                { question: `Is there parking ${i}?`, page: 'faq' },
                from('203.0.113.50'),
              ),
        );
      expect(asked.slice(0, 10).every((r) => r.status === 201)).toBe(true);
      expectLimited(nth(asked, 10), /^Too many questions from your network/, 3600);

      const token = await login(app(), '9708000001');
      const byAccount: Res[] = [];
      for (let i = 0; i < 6; i++)
        byAccount.push(
          await post(
            '/api/v1/hotels/1002/questions/',
            { question: `Late check-in ${i}?` },
            from(`198.51.100.${200 + i}`),
            token,
          ),
        );
      expect(byAccount.slice(0, 5).every((r) => r.status === 201)).toBe(true);
      expectLimited(nth(byAccount, 5), /^Too many questions from your account/, 3600);
      // The same address without that account may still ask.
      expect(
        (await post('/api/v1/hotels/1002/questions/', { question: 'Is breakfast served?' }, from('198.51.100.205')))
          .status,
      ).toBe(201);
    });

    it('reviews: 5 an hour per account (even refused ones), 20 per address', async () => {
      const review = { order_id: 'NOT-A-STAY', rating: 5, title: 'Lovely', text: 'Clean rooms and kind staff.' };
      const token = await login(app(), '9709000001');
      const tries: Res[] = [];
      for (let i = 0; i < 6; i++)
        tries.push(await post('/api/v1/hotels/1001/reviews/', review, from(`198.51.100.${210 + i}`), token));
      expect(tries.slice(0, 5).every((r) => r.status === 403 || r.status === 404)).toBe(true);
      expectLimited(nth(tries, 5), /^Too many reviews from your account/, 3600);

      const others: Res[] = [];
      for (const phone of phones('9710', 3)) {
        const member = await login(app(), phone);
        for (let i = 0; i < 5; i++)
          others.push(await post('/api/v1/hotels/1001/reviews/', review, from('203.0.113.60'), member));
      }
      const fourth = await login(app(), '9710999999');
      for (let i = 0; i < 5; i++)
        others.push(await post('/api/v1/hotels/1001/reviews/', review, from('203.0.113.60'), fourth));
      expect(others.slice(0, 20).every(notLimited)).toBe(true);
      const extra = await post(
        '/api/v1/hotels/1001/reviews/',
        review,
        from('203.0.113.60'),
        await login(app(), '9710888888'),
      );
      expectLimited(extra, /^Too many reviews from your network/, 3600);
    });

    it('feedback: both saves share 10 an hour per feedback link and 30 per address', async () => {
      const save = (id: string, address: string, v2 = false) =>
        call(app(), {
          method: 'PUT',
          url: v2 ? '/api/feedback/v2/feedbacks/' : '/api/v1/feedbacks/',
          payload: { feedback_id: id, rating: 4 },
          headers: from(address),
        });
      const link: Res[] = [];
      for (let i = 0; i < 11; i++) link.push(await save('feedbackLinkA1', `198.51.100.${220 + i}`, i % 2 === 1));
      expect(link.slice(0, 10).every((r) => r.status === 404)).toBe(true);
      expectLimited(nth(link, 10), /^Too many feedback saves for this stay/, 3600);
      expect((await save('feedbackLinkB2', '198.51.100.220')).status).toBe(404);

      const walk: Res[] = [];
      for (let i = 0; i < 31; i++)
        walk.push(await save(`walkLink${String(i).padStart(4, '0')}`, '203.0.113.70', i % 2 === 0));
      expect(walk.slice(0, 30).every((r) => r.status === 404)).toBe(true);
      expectLimited(nth(walk, 30), /^Too many feedback saves from your network/, 3600);
    });

    it('short links: 30 an hour per address', async () => {
      const made: Res[] = [];
      for (let i = 0; i < 31; i++)
        made.push(await post('/api/v1/short-links/', { link: `/hotels/${i}/` }, from('203.0.113.80')));
      expect(made.slice(0, 30).every((r) => r.status === 201)).toBe(true);
      expectLimited(nth(made, 30), /^Too many share links from your network/, 3600);
      expect((await post('/api/v1/short-links/', { link: '/hotels/' }, from('203.0.113.81'))).status).toBe(201);
    });
  });

  describe('pay at hotel without an OTP', () => {
    // An itinerary id of the right shape that does not exist: the limit counts before the booking is looked up.
    const payAtHotel = (mobile: string, address: string, key: string, extra: object = {}, token?: string) =>
      post(
        '/api/v1/checkout/itinerary/ratelimitcart01/pay-at-hotel/',
        { guest: { name: 'Asha Rao', mobile, ...extra }, expected_amount: 1000 },
        { ...from(address), 'idempotency-key': key },
        token,
      );

    it('given one phone spelled 3 ways from many addresses, then the 6th booking of the day is refused for the number; repeating an Idempotency-Key is not another booking', async () => {
      const spellings = ['9711000001', '919711000001', '09711000001', '9711000001', '919711000001'];
      const tries: Res[] = [];
      for (const [i, mobile] of spellings.entries())
        tries.push(await payAtHotel(mobile, `198.51.100.${230 + i}`, `phone-key-${i}`));
      expect(tries.every(notLimited)).toBe(true);
      // A retried request (same key) is the same booking: it is not counted, and answered as before.
      for (let i = 0; i < 3; i++)
        expect(notLimited(await payAtHotel('9711000001', '198.51.100.240', 'phone-key-4'))).toBe(true);
      const sixth = await payAtHotel('9711000001', '198.51.100.241', 'phone-key-5', { country_code: '+91' });
      expectLimited(sixth, /^Too many pay at hotel bookings without an OTP for this mobile number today/, 86_400);
      // With an OTP the guest proves the phone: not this limit (the OTP limits apply instead).
      const withOtp = await post(
        '/api/v1/checkout/itinerary/ratelimitcart01/pay-at-hotel/',
        { guest: { name: 'Asha Rao', mobile: '9711000001' }, otp: '123456', expected_amount: 1000 },
        { ...from('198.51.100.242'), 'idempotency-key': 'phone-key-otp' },
      );
      expect(notLimited(withOtp)).toBe(true);
    });

    it('given a signed-in account naming a new phone each time, then its 6th of the day is refused; 20 a day per address', async () => {
      const token = await login(app(), '9712000001');
      const tries: Res[] = [];
      for (const [i, mobile] of phones('9713', 6).entries())
        tries.push(await payAtHotel(mobile, `198.51.100.${243 + i}`, `account-key-${i}`, {}, token));
      expect(tries.slice(0, 5).every(notLimited)).toBe(true);
      expectLimited(nth(tries, 5), /^Too many pay at hotel bookings without an OTP from your account today/, 86_400);

      const spread: Res[] = [];
      for (const [i, mobile] of phones('9714', 21).entries())
        spread.push(await payAtHotel(mobile, '203.0.113.90', `address-key-${i}`));
      expect(spread.slice(0, 20).every(notLimited)).toBe(true);
      expectLimited(nth(spread, 20), /^Too many pay at hotel bookings without an OTP from your network today/, 86_400);
    });
  });
});

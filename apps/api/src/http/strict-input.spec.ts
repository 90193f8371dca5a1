import { call, expectErrorBody, guest, itinerary, useTestApp } from '../testing/test-app';

/**
 * Junk input as an attacker (or a fuzzer) sends it: every call answers 400 in docs/rules.md section 8's
 * shape naming the field, never 200 with the junk ignored and never 500.
 */
describe('strict input', () => {
  const app = useTestApp();
  const post = (url: string, payload: unknown) => call(app(), { method: 'POST', url, payload: payload as object });
  const refused = async (res: { status: number; body: unknown }, error: string | RegExp) => {
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect((res.body as { errors: string[] }).errors).toContainEqual(
      typeof error === 'string' ? error : expect.stringMatching(error),
    );
  };

  describe('unknown and missing fields', () => {
    it('given is_admin in a body, then 400 naming it, and no code is sent', async () => {
      const res = await post('/api/v1/auth/otp/send/', { phone_number: '9817000001', is_admin: true });
      await refused(res, 'body has an unknown field is_admin');
      const inbox = await call(app(), { method: 'GET', url: '/api/dev/otp-inbox/?phone=9817000001' });
      expect(inbox.status).toBe(404);
    });

    it('given an unknown field deep in a body (the guest of a payment), then 400 naming where it is', async () => {
      const it0 = await itinerary(app(), { checkin: 40 });
      const res = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it0.bid}/pay-now/`,
        headers: { 'idempotency-key': `strict-${Date.now()}` },
        payload: { guest: { ...guest, loyalty_tier: 'platinum' }, expected_amount: 1 },
      });
      await refused(res, 'body/guest has an unknown field loyalty_tier');
    });

    it('holds for the routes outside the contract too (the PhonePe simulator)', async () => {
      const res = await post('/api/dev/phonepe/grant-token/', { phone: '9817000003', scope: 'admin' });
      await refused(res, 'body has an unknown field scope');
    });

    it('given an unknown query parameter, then 400 naming it', async () => {
      const res = await call(app(), { method: 'GET', url: '/api/v1/posts/faqs/?page=faq&debug=1' });
      await refused(res, 'querystring has an unknown field debug');
    });

    it('given a body without a required field, then 400 naming the missing field', async () => {
      await refused(await post('/api/v1/auth/otp/send/', {}), 'body is missing the field phone_number');
      const it0 = await itinerary(app(), { checkin: 41 });
      const res = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it0.bid}/pay-now/`,
        headers: { 'idempotency-key': `strict-missing-${Date.now()}` },
        payload: { guest: { mobile: guest.mobile }, expected_amount: 1 },
      });
      await refused(res, 'body/guest is missing the field name');
    });

    it('says so in the OpenAPI document a fuzzer generates requests from', async () => {
      const doc = (await call(app(), { method: 'GET', url: '/api/docs/json' })).body;
      const body = doc.paths['/api/v1/checkout/itinerary/{bid}/pay-now/'].post.requestBody.content['application/json'];
      expect(body.schema).toMatchObject({
        additionalProperties: false,
        properties: { guest: { additionalProperties: false, properties: { name: { maxLength: 120 } } } },
      });
    });
  });

  describe('numbers out of range', () => {
    it('given offset=1e309 (Infinity once coerced) or its negative on the FAQ call, then 400, not 500', async () => {
      for (const query of ['offset=1e309', 'offset=-1e309', 'limit=1e309', 'offset=Infinity'])
        await refused(
          await call(app(), { method: 'GET', url: `/api/v1/posts/faqs/?page=faq&${query}` }),
          /^querystring\/(offset|limit) /,
        );
    });

    it('given rating "1e309" (or 1e309) on both feedback calls, then 400, not 500', async () => {
      const [stay] = await app().ctx.db.query<{ feedback_id: string }>('SELECT feedback_id FROM bookings LIMIT 1');
      if (!stay) throw new Error('the seed has no booking with a feedback form');
      for (const url of ['/api/v1/feedbacks/', '/api/feedback/v2/feedbacks/']) {
        for (const rating of ['1e309', '-1e309']) {
          const res = await call(app(), { method: 'PUT', url, payload: { feedback_id: stay.feedback_id, rating } });
          await refused(res, 'body/rating must be a finite number');
        }
        // A JSON number too big for a double parses as Infinity as well.
        const raw = await call(app(), {
          method: 'PUT',
          url,
          headers: { 'content-type': 'application/json' },
          payload: `{"feedback_id":"${stay.feedback_id}","rating":1e309}`,
        });
        await refused(raw, /^body\/rating /);
      }
    });

    it('given a hotel id beyond what the database holds, then 400', async () => {
      await refused(await call(app(), { method: 'GET', url: '/api/v1/hotels/99999999999/' }), /^params\/hotelId /);
    });
  });

  describe('long strings', () => {
    it('refuses text over its field limit: a question, a guest name, a search', async () => {
      await refused(
        await post('/api/v1/posts/add/question/', { question: 'Is there parking? '.repeat(40), page: 'faq' }),
        'body/question must NOT have more than 500 characters',
      );
      const it0 = await itinerary(app(), { checkin: 42 });
      const res = await call(app(), {
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it0.bid}/pay-at-hotel/`,
        payload: { guest: { ...guest, name: 'A'.repeat(121) }, expected_amount: 1 },
      });
      await refused(res, 'body/guest/name must NOT have more than 120 characters');
      await refused(
        await call(app(), { method: 'GET', url: `/api/v1/search/suggestions/?q=${'a'.repeat(101)}` }),
        /^querystring\/q must NOT have more than 100 characters/,
      );
    });

    it('refuses a patterned value over its length before matching it: 301 hotel ids, a 10,000-digit phone', async () => {
      const ids = Array.from({ length: 301 }, (_, i) => 1001 + i).join(',');
      const res = await call(app(), {
        method: 'GET',
        url: `/api/v6/pricing/hotels/?hotel_id=${ids}&checkin=2030-01-01&checkout=2030-01-02`,
      });
      await refused(res, /^querystring\/hotel_id /);
      const long = await post('/api/v1/auth/otp/send/', { phone_number: '9'.repeat(10_000) });
      await refused(long, 'body/phone_number must NOT have more than 200 characters');
    });
  });

  describe('bodies that are not JSON', () => {
    it('given a form (urlencoded) body to a JSON call, then 415 in the error shape, nothing sent', async () => {
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/auth/otp/send/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phone_number=9817000002',
      });
      expect(res.status).toBe(415);
      expectErrorBody(res.body);
      expect((await call(app(), { method: 'GET', url: '/api/dev/otp-inbox/?phone=9817000002' })).status).toBe(404);
    });

    it('given malformed JSON, then 400 in the error shape', async () => {
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/auth/otp/send/',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone_number": ',
      });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    });
  });

  describe('addresses the router refuses', () => {
    it('given a path that is not valid percent-encoding or a path parameter too long, then 4xx in the error shape', async () => {
      const bad = await call(app(), { method: 'GET', url: '/api/v1/short-links/%E0%A4%A/' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'The address is not a valid URL', errors: ['The address is not a valid URL'] });
      const long = await call(app(), { method: 'GET', url: `/api/v1/short-links/${'a'.repeat(300)}/` });
      expect(long.status).toBe(414);
      expectErrorBody(long.body);
      expect(JSON.stringify(long.body)).not.toContain('aaaa');
    });
  });
});

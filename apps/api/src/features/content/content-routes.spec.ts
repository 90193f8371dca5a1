import { LOYALTY_TIER_NIGHTS } from '@nivaas/domain/booking';
import { call, expectErrorBody, useTestApp } from '../../testing/test-app';

describe('content calls', () => {
  const app = useTestApp();
  const get = (url: string) => call(app(), { method: 'GET', url });
  const expect400 = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const res = await call(app(), { method, url, payload });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    return res;
  };

  describe('GET /api/v2/contents/ and /api/v1/contents/', () => {
    it('returns the values of the asked keys only, cacheable for 840 s', async () => {
      const res = await get(
        '/api/v2/contents/?keys=otp_content,gdc_customer_care_numbers,special_rate_hotels,no_such_key',
      );
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=840');
      expect(Object.keys(res.body.data).sort()).toEqual([
        'gdc_customer_care_numbers',
        'otp_content',
        'special_rate_hotels',
      ]);
      expect(res.body.data.otp_content).toMatchObject({
        enableResendAfterTime: 30_000,
        resendMaxAttempts: 6,
        verifyMaxAttempts: 3,
      });
      expect(res.body.data.special_rate_hotels).toBeDefined();
    });

    it("lists as special-rate hotels only hotels whose prices for the special's nights are marked special", async () => {
      const { body } = await get('/api/v2/contents/?keys=special_rate_hotels');
      const special = body.data.special_rate_hotels as {
        code: string;
        percent_off: number;
        checkin: string;
        checkout: string;
        hotels: { id: number }[];
      };
      expect(special).toMatchObject({ code: 'new_year', percent_off: 15 });
      expect(special.hotels.length).toBeGreaterThan(0);
      expect(special.hotels.length).toBeLessThanOrEqual(10);
      for (const hotel of special.hotels.slice(0, 3)) {
        const prices = await get(
          `/api/v5/pricing/hotels/${hotel.id}/room-prices/?checkin=${special.checkin}&checkout=${special.checkout}&roomconfig=1-0`,
        );
        const plans = (prices.body.room_types as { rate_plans: { specialRate: string | null }[] }[]).flatMap(
          (rt) => rt.rate_plans,
        );
        expect(plans.length).toBeGreaterThan(0);
        expect(plans.every((p) => p.specialRate === 'new_year')).toBe(true);
      }
    });

    it('gives the top cities by number of hotels, and the landing cities with their areas that have hotels', async () => {
      const { body } = await get('/api/v2/contents/?keys=top_cities,cities');
      const top = body.data.top_cities as { hotel_count: number }[];
      expect(top).toHaveLength(9);
      expect(top.map((c) => c.hotel_count)).toEqual([...top.map((c) => c.hotel_count)].sort((a, b) => b - a));
      const cities = body.data.cities as { is_popular: boolean; localities: { hotel_count: number }[] }[];
      expect(cities.every((c) => c.is_popular)).toBe(true);
      for (const city of cities) {
        expect(city.localities.length).toBeGreaterThan(0);
        expect(city.localities.length).toBeLessThanOrEqual(6);
        expect(city.localities.every((l) => l.hotel_count > 0)).toBe(true);
      }
    });

    it('says nothing false: no price claim in the ad, the pay-at-hotel texts carry the amount they are shown with', async () => {
      const { body } = await get(
        '/api/v2/contents/?keys=adsbanner_content,pah_extra_amount_subtitle,pah_extra_amount_tag,new_year_rate_tag,rewards',
      );
      const { title, text, cta } = body.data.adsbanner_content;
      expect(`${title} ${text} ${cta}`).not.toMatch(/₹|\d|\bonly\b|\bhurry\b|\blast\b/i);
      expect(body.data.pah_extra_amount_subtitle).toContain('{amount}');
      expect(body.data.pah_extra_amount_tag).toContain('{amount}');
      expect(body.data.new_year_rate_tag).toContain('15%');
      expect(body.data.rewards.text).toContain('20%');
      expect(body.data.rewards.tiers).toEqual(['silver', 'gold', 'platinum']);
    });

    it('serves the loyalty page with the three tiers in ladder order, each with the nights the tier rule needs', async () => {
      const { body } = await get('/api/v2/contents/?keys=loyalty_page_info');
      const ladder = body.data.loyalty_page_info.ladder as { tier: 'silver' | 'gold' | 'platinum'; nights: number }[];
      expect(ladder.map((t) => t.tier)).toEqual(['silver', 'gold', 'platinum']);
      // One source: the ladder guests read is the rule the wallet and profile compute the tier with.
      for (const t of ladder) expect(t.nights).toBe(LOYALTY_TIER_NIGHTS[t.tier]);
    });

    it('v1 returns one key, 404 for an unknown key, and never exposes object internals', async () => {
      const ok = await get('/api/v1/contents/?key=ta_rating_threshold');
      expect(ok.body).toEqual({ data: { ta_rating_threshold: { defaultTaRatingThreshold: 3.5 } } });
      for (const key of ['no_such_key', '__proto__', 'constructor', 'toString']) {
        const res = await get(`/api/v1/contents/?key=${key}`);
        expect(res.status).toBe(404);
        expectErrorBody(res.body);
      }
      expect((await get('/api/v2/contents/?keys=__proto__,constructor,login_interrupt_banner')).body.data).toEqual({
        login_interrupt_banner: expect.objectContaining({ cta: 'Log in' }),
      });
    });

    it('given no key or an over-long key list, then 400', async () => {
      await expect400('/api/v1/contents/');
      await expect400('/api/v2/contents/');
      await expect400(`/api/v2/contents/?keys=${'a'.repeat(501)}`);
    });
  });

  describe('GET /api/v1/contents/landing-page/', () => {
    it('returns the four sections by default; hotels really match their section', async () => {
      const { status, body } = await get('/api/v1/contents/landing-page/');
      expect(status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual([
        'budget',
        'cities',
        'couple_friendly_hotels',
        'hotels_with_free_breakfast',
      ]);
      expect(body.data.cities.every((c: { is_popular: boolean }) => c.is_popular)).toBe(true);
      const breakfast = body.data.hotels_with_free_breakfast as { amenities: { slug: string }[]; rating: unknown }[];
      expect(breakfast).toHaveLength(8);
      expect(breakfast.every((h) => h.amenities.some((a) => a.slug === 'free-breakfast'))).toBe(true);
    });

    it('returns only the asked sections; unknown ones are left out; an over-long list is 400', async () => {
      expect(Object.keys((await get('/api/v1/contents/landing-page/?keys=budget,toString')).body.data)).toEqual([
        'budget',
      ]);
      await expect400(`/api/v1/contents/landing-page/?keys=${'x'.repeat(301)}`);
    });
  });

  describe('GET /api/v3/contents/meta/', () => {
    it('names the hotel of a hotel page, with Hotel structured data and a canonical link', async () => {
      const hotel = (await get('/api/v1/hotels/1001/')).body;
      const { status, body } = await get(
        `/api/v3/contents/meta/?page=hotel-details&q=/hotels-in-bengaluru/some-hotel-1001/`,
      );
      expect(status).toBe(200);
      expect(body.title).toContain(hotel.name);
      expect(body.structured_data).toMatchObject({ '@type': 'Hotel', name: hotel.name });
      expect(body.link).toEqual([
        { rel: 'canonical', href: 'https://www.nivaas.example/hotels-in-bengaluru/some-hotel-1001/' },
      ]);
    });

    it('counts the hotels of a city listing and links its localities', async () => {
      const { body } = await get('/api/v3/contents/meta/?page=listing&q=/hotels-in-bengaluru/');
      expect(body.meta.find((m: { name: string }) => m.name === 'description').content).toContain(
        '160 budget hotels in Bengaluru',
      );
      const localities = body.footer_interlinks.find((g: { title: string }) => g.title === 'Localities in Bengaluru');
      expect(localities.links.map((l: { href: string }) => l.href)).toContain('/hotels-in-koramangala-bengaluru/');
    });

    describe("a listing's structured data", () => {
      interface ListItem {
        '@type': string;
        position: number;
        url: string;
        name: string;
      }
      const itemsOf = async (path: string) => {
        const { status, body } = await get(`/api/v3/contents/meta/?page=listing&q=${path}`);
        expect(status).toBe(200);
        return body.structured_data as { '@type'?: string; name?: string; itemListElement?: ListItem[] };
      };
      /** The hotels the listing shows first: its search in Recommended order (rank), 12 of them. */
      const shownFirst = async (search: string) => {
        const { body } = await get(`/api/v1/search/hotels/?${search}`);
        const hotels = [
          ...(body.hotels as { id: number; name: string; rank: number; address: { city_slug: string } }[]),
        ];
        return hotels.sort((a, b) => a.rank - b.rank).slice(0, 12);
      };

      it('given a city listing, then an ItemList of the first 12 hotels shown, each a ListItem with position, its page and name', async () => {
        const data = await itemsOf('/hotels-in-bengaluru/');
        expect(data['@type']).toBe('ItemList');
        const expected = await shownFirst('city=bengaluru');
        expect(expected).toHaveLength(12);
        expect(data.itemListElement).toHaveLength(12);
        data.itemListElement?.forEach((item, index) => {
          const hotel = expected[index];
          expect(item['@type']).toBe('ListItem');
          expect(item.position).toBe(index + 1);
          expect(item.name).toBe(hotel?.name);
          expect(item.url).toMatch(
            new RegExp(`^https://www\\.nivaas\\.example/hotels-in-bengaluru/[a-z0-9-]+-${hotel?.id}/$`),
          );
        });
      });

      it("given each ListItem, then its url is the hotel's own page (the one its details name)", async () => {
        const data = await itemsOf('/hotels-in-koramangala-bengaluru/');
        expect(data.itemListElement?.length).toBeGreaterThan(0);
        for (const item of data.itemListElement ?? []) {
          const id = Number(/-(\d+)\/$/.exec(item.url)?.[1]);
          const hotel = (await get(`/api/v1/hotels/${id}/`)).body;
          expect(item.url).toBe(`https://www.nivaas.example/hotels-in-${hotel.address.city_slug}/${hotel.slug}-${id}/`);
          expect(hotel.address.locality_slug).toBe('koramangala');
        }
      });

      it('given a category listing, then only the hotels of that category are listed', async () => {
        const data = await itemsOf('/budget-hotels-in-bengaluru/');
        const expected = await shownFirst('city=bengaluru&category=budget-hotels');
        expect(data.itemListElement?.map((item) => item.name)).toEqual(expected.map((hotel) => hotel.name));
      });

      it("given near me (hotels known only from the visitor's position) or an unknown listing, then no ItemList", async () => {
        for (const path of ['/hotels-near-me/', '/hotels-in-bengaluru/no-such-hotel-999999/']) {
          const data = await itemsOf(path);
          expect(data['@type']).not.toBe('ItemList');
        }
      });
    });

    it('given no page or an over-long path, then 400', async () => {
      await expect400('/api/v3/contents/meta/');
      await expect400(`/api/v3/contents/meta/?page=home&q=${'a'.repeat(201)}`);
    });
  });

  describe('FAQ posts', () => {
    it('pages the FAQ five at a time without overlap, and filters by text', async () => {
      const first = await get('/api/v1/posts/faqs/?page=faq');
      expect(first.status).toBe(200);
      expect(first.body.content).toHaveLength(5);
      expect(first.body.total).toBeGreaterThan(5);
      const second = await get('/api/v1/posts/faqs/?page=faq&offset=5&limit=5');
      const ids = (r: typeof first) => r.body.content.map((q: { id: number }) => q.id);
      expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
      const word = first.body.content[0].question
        .split(' ')
        .find((w: string) => w.length > 4)
        .toLowerCase();
      const filtered = await get(`/api/v1/posts/faqs/?page=faq&query=${encodeURIComponent(word)}`);
      expect(filtered.body.total).toBeGreaterThan(0);
      expect(filtered.body.content.every((q: { question: string }) => q.question.toLowerCase().includes(word))).toBe(
        true,
      );
    });

    it('searches questions and answers as text: stems, prefixes of a word being typed, every word required', async () => {
      const search = async (text: string) =>
        (await get(`/api/v1/posts/faqs/?page=faq&query=${encodeURIComponent(text)}`)).body as {
          total: number;
          content: { question: string; answers: { answer: string }[] }[];
        };
      // "refunds" is only in an answer ("Refunds reach the original payment method ..."); a prefix finds it.
      const refund = await search('refu');
      expect(refund.total).toBeGreaterThan(0);
      expect(refund.content[0]?.question).toBe('When will I get my refund?');
      // Stemmed: "cancelling" finds "cancel".
      expect((await search('cancelling')).content.map((q) => q.question)).toContain('How do I cancel a booking?');
      // Every word must match.
      expect((await search('refund breakfast')).total).toBe(0);
      const both = await search('points booking');
      expect(both.content.map((q) => q.question)).toContain('How do reward points work?');
    });

    it('ranks a question that names the words above one whose answer only mentions them', async () => {
      const { body } = await get('/api/v1/posts/faqs/?page=faq&query=cancel');
      expect(body.content[0].question).toBe('How do I cancel a booking?');
    });

    it.each(['%', '%25', '🙂', "';--", '&|!():*', 'zzzzqqq'])(
      'given %j, then no question and no error',
      async (text) => {
        const res = await get(`/api/v1/posts/faqs/?page=faq&query=${encodeURIComponent(text)}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ total: 0, content: [] });
      },
    );

    it('reads query syntax as plain words: "\' OR 1=1 --" is the words "or" (a stop word) and "1"', async () => {
      const { status, body } = await get(`/api/v1/posts/faqs/?page=faq&query=${encodeURIComponent("' OR 1=1 --")}`);
      expect(status).toBe(200);
      const all = await get('/api/v1/posts/faqs/?page=faq');
      expect(body.total).toBeLessThan(all.body.total);
    });

    it('given a page past the end of a search, then no questions but the true total', async () => {
      const { body } = await get('/api/v1/posts/faqs/?page=faq&query=hotel&offset=100');
      expect(body.content).toEqual([]);
      expect(body.total).toBeGreaterThan(0);
    });

    it('given a search over 100 characters, then 400', async () => {
      await expect400(`/api/v1/posts/faqs/?page=faq&query=${'a'.repeat(101)}`);
    });

    it('given a bad limit or offset, then 400 (a huge offset too, not a database error)', async () => {
      await expect400('/api/v1/posts/faqs/?limit=0');
      await expect400('/api/v1/posts/faqs/?limit=21');
      await expect400('/api/v1/posts/faqs/?offset=-1');
      await expect400('/api/v1/posts/faqs/?offset=99999999999999999999');
    });

    it('stores an asked question as pending: 201, and it is not listed until moderated', async () => {
      const question = 'Is early check-in possible at 8 AM?';
      const res = await call(app(), {
        method: 'POST',
        url: '/api/v1/posts/add/question/',
        payload: { question: `  ${question} `, page: 'faq' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'pending' });
      const [row] = await app().ctx.db.query<{ question: string; status: string }>(
        'SELECT question, status FROM questions WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual({ question, status: 'pending' });
      expect((await get('/api/v1/posts/faqs/?page=faq&query=8%20AM')).body.total).toBe(0);
    });

    it('given a too-short question, no page or no JSON body, then 400 and nothing stored', async () => {
      const [before] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
      const short = await expect400('/api/v1/posts/add/question/', 'POST', { question: 'Hi?', page: 'faq' });
      expect(short.body.errors[0]).toMatch(/question/);
      await expect400('/api/v1/posts/add/question/', 'POST', { question: 'A proper question here?' });
      await expect400('/api/v1/posts/add/question/', 'POST');
      const [after] = await app().ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions');
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('campaign banners', () => {
    it('filters by page (banners for all pages included) and reads one by id', async () => {
      expect((await get('/api/campaigns/campaign-banners/')).body.data.map((b: { id: number }) => b.id)).toEqual([
        1, 2, 3,
      ]);
      expect(
        (await get('/api/campaigns/campaign-banners/?page=home')).body.data.map((b: { id: number }) => b.id),
      ).toEqual([1, 2]);
      expect(
        (await get('/api/campaigns/campaign-banners/?page=listing')).body.data.map((b: { id: number }) => b.id),
      ).toEqual([1, 3]);
      const one = await get('/api/campaigns/campaign-banners/2/');
      expect(one.body).toMatchObject({ id: 2, coupon_code: 'WEEKEND15' });
      // The banner's coupon exists, so the offer it advertises can be applied.
      const [coupon] = await app().ctx.db.query<{ percent: number }>('SELECT percent FROM coupons WHERE code = $1', [
        'WEEKEND15',
      ]);
      expect(coupon!.percent).toBe(15);
    });

    it("gives a campaign's detail: what it offers, its terms, and its coupon's conditions as the checkout applies them", async () => {
      const { status, body } = await get('/api/campaigns/campaign-banners/1/');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: 1, coupon_code: 'WELCOME', description: expect.stringContaining('WELCOME') });
      expect(body.terms.length).toBeGreaterThan(0);
      const [row] = await app().ctx.db.query('SELECT * FROM coupons WHERE code = $1', ['WELCOME']);
      expect(body.coupon).toEqual({
        code: 'WELCOME',
        percent: row!['percent'],
        max_discount: row!['max_discount'],
        min_amount: row!['min_amount'],
        first_booking_only: true,
        login_required: true,
      });
      // No end date is made up (no false urgency).
      expect(JSON.stringify(body)).not.toMatch(/valid until|ends|hurry|today only/i);
    });

    it('gives a campaign without a coupon its detail with coupon null, its figures from the pricing', async () => {
      const { body } = await get('/api/campaigns/campaign-banners/3/');
      expect(body.coupon).toBeNull();
      expect(body.description).toContain(`${app().ctx.pricing.memberDiscountPercent}%`);
    });

    it('given an unknown id, then 404; a non-numeric or zero id, then 400', async () => {
      const missing = await get('/api/campaigns/campaign-banners/99/');
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body);
      await expect400('/api/campaigns/campaign-banners/abc/');
      await expect400('/api/campaigns/campaign-banners/0/');
    });
  });

  describe('short links', () => {
    it('shortens a link, resolves it and redirects to it', async () => {
      const created = await call(app(), {
        method: 'POST',
        url: '/api/v1/short-links/',
        payload: {
          link: '/hotels-in-goa/?utm_source=share',
          social_title: 'Goa stays',
          image: '/api/images/cities/goa-640.jpg',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        link: '/hotels-in-goa/?utm_source=share',
        social_title: 'Goa stays',
        short_link: `/api/s/${created.body.code}`,
      });
      expect(created.body.code).toMatch(/^[A-Za-z0-9_-]{8}$/);
      const read = await get(`/api/v1/short-links/${created.body.code}/`);
      expect(read.body).toEqual(created.body);
      const redirect = await app().inject({ method: 'GET', url: created.body.short_link });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe('/hotels-in-goa/?utm_source=share');
    });

    it('refuses a non-http link (400), answers 404 for an unknown code and 400 for a malformed one', async () => {
      await expect400('/api/v1/short-links/', 'POST', { link: 'javascript:alert(1)' });
      await expect400('/api/v1/short-links/', 'POST', {});
      const missing = await get('/api/v1/short-links/abcdefgh/');
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body);
      await expect400('/api/v1/short-links/a%20b/');
    });

    it('refuses a link to anywhere but a path of this site: no open redirect under our name', async () => {
      for (const link of [
        'https://evil.example/login',
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(document.cookie)',
        '/%2F%2Fevil.example',
        '/%252F%252Fevil.example',
        '/%09/evil.example',
        'http://localhost/hotels-in-goa/',
      ]) {
        const res = await call(app(), { method: 'POST', url: '/api/v1/short-links/', payload: { link } });
        expect({ link, status: res.status }).toEqual({ link, status: 400 });
        expectErrorBody(res.body);
      }
      const [rows] = await app().ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM short_links WHERE link LIKE '%evil%'`,
      );
      expect(rows?.n).toBe(0);
    });

    it('given links stored before this rule that leave the site, then the redirect goes home, never there', async () => {
      const stored = ['https://evil.example/login', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'];
      for (const [i, link] of stored.entries())
        await app().ctx.db.query('INSERT INTO short_links (code, link, social_title, image) VALUES ($1, $2, $3, $4)', [
          `legacy0${i}`,
          link,
          '',
          '',
        ]);
      for (const [i] of stored.entries()) {
        const res = await app().inject({ method: 'GET', url: `/api/s/legacy0${i}` });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/');
      }
      const unknown = await app().inject({ method: 'GET', url: '/api/s/abcdefgh' });
      expect(unknown.statusCode).toBe(404);
      expectErrorBody(unknown.json());
      expect((await app().inject({ method: 'GET', url: '/api/s/a%20b' })).statusCode).toBe(400);
    });
  });
});

import { gunzipSync } from 'node:zlib';
import { call, day, itinerary, login, useTestApp } from '../testing/test-app';
import { payItinerary, randomMobile } from '../testing/booking';
import { leaveRoomsLeft } from '../testing/inventory';

/** Every content call answers in the locale of Accept-Language (fr-FR, hi-IN), English (en-IN) without one. */
describe('answers in the visitor’s locale', () => {
  const app = useTestApp();
  const get = (url: string, locale?: string) =>
    call(app(), { method: 'GET', url, headers: locale ? { 'accept-language': locale } : {} });
  const stay = `checkin=${day(30)}&checkout=${day(32)}`;

  /** The answer in each of en-IN (no header), fr-FR and hi-IN, each saying its language. */
  const inEachLocale = async (url: string) => {
    const [en, fr, hi] = await Promise.all([get(url), get(url, 'fr-FR,fr;q=0.9'), get(url, 'hi')]);
    for (const [res, locale] of [
      [en, 'en-IN'],
      [fr, 'fr-FR'],
      [hi, 'hi-IN'],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.headers['content-language']).toBe(locale);
      expect(String(res.headers['vary']).toLowerCase()).toContain('accept-language');
    }
    return { en: en.body, fr: fr.body, hi: hi.body };
  };

  it('hotel details: amenities, room types, beds and policies', async () => {
    const { en, fr, hi } = await inEachLocale('/api/v1/hotels/1001/');
    const wifi = (body: { amenities: { slug: string; name: string }[] }) =>
      body.amenities.find((a) => a.slug === 'free-wifi')?.name;
    expect([wifi(en), wifi(fr), wifi(hi)]).toEqual(['Free Wi-Fi', 'Wi-Fi gratuit', 'फ़्री Wi-Fi']);
    const common = (body: { room_types: { byId: Record<string, { name: string; description: string }> } }) =>
      body.room_types.byId['1001|common'];
    expect(common(en)).toMatchObject({ name: 'Common Room', description: 'Common Room with Twin bed' });
    expect(common(fr)).toMatchObject({ name: 'Chambre simple', description: 'Chambre simple avec lits jumeaux' });
    expect(common(hi)).toMatchObject({ name: 'कॉमन रूम', description: 'कॉमन रूम, ट्विन बेड के साथ' });
    const checkin = (body: { policies: { policy_type: string; title: string }[] }) =>
      body.policies.find((p) => p.policy_type === 'checkin')?.title;
    expect([checkin(en), checkin(fr), checkin(hi)]).toEqual([
      'Check-in and check-out',
      'Arrivée et départ',
      'चेक-इन और चेक-आउट',
    ]);
    // The same policies, in the same order, with the same flags: only the words change.
    const shape = (body: { policies: { policy_type: string; display_in_need_to_know: boolean }[] }) =>
      body.policies.map((p) => [p.policy_type, p.display_in_need_to_know]);
    expect(shape(fr)).toEqual(shape(en));
    expect(fr.policies.find((p: { policy_type: string }) => p.policy_type === 'cancellation').description).toMatch(
      /^Annulation gratuite : annulation gratuite jusqu'à 24 heures/,
    );
    // Proper nouns stay as they are.
    expect([fr.name, hi.name, fr.address.city, hi.address.city]).toEqual([
      en.name,
      en.name,
      en.address.city,
      en.address.city,
    ]);
  });

  it('listings and facilities: amenity names', async () => {
    const { fr, hi } = await inEachLocale('/api/v1/search/hotels/?city=bengaluru&limit=3');
    expect(fr.hotels[0].amenities.map((a: { name: string }) => a.name)).toContain('Wi-Fi gratuit');
    expect(hi.hotels[0].amenities.map((a: { name: string }) => a.name)).toContain('फ़्री Wi-Fi');
    const facilities = await inEachLocale('/api/v1/facilities/');
    const gym = (body: { data: { slug: string; name: string }[] }) => body.data.find((a) => a.slug === 'gym')?.name;
    expect([gym(facilities.en), gym(facilities.fr), gym(facilities.hi)]).toEqual(['Gym', 'Salle de sport', 'जिम']);
  });

  it('room prices: rate plan name, tag and description, and the coupon applied', async () => {
    const { en, fr, hi } = await inEachLocale(`/api/v5/pricing/hotels/1001/room-prices/?${stay}&couponcode=NIVAAS10`);
    const plan = (body: { room_types: { rate_plans: { code: string; name: string; tag: string }[] }[] }) =>
      body.room_types[0]?.rate_plans.find((p) => p.code === 'EP');
    expect(plan(en)).toMatchObject({ name: 'Free cancellation', tag: 'Refundable' });
    expect(plan(fr)).toMatchObject({ name: 'Annulation gratuite', tag: 'Remboursable' });
    expect(plan(hi)).toMatchObject({ name: 'फ़्री कैंसलेशन', tag: 'रिफ़ंड मिलेगा' });
    expect(en.room_types[0].coupon_description).toBe('10% off up to ₹500');
    expect(fr.room_types[0].coupon_description.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      "10 % de réduction, jusqu'à 500 ₹",
    );
    expect(hi.room_types[0].coupon_description).toBe('10% की छूट, ₹500 तक');
    // Prices do not depend on the language.
    expect(fr.room_types[0].rate_plans[0].sellingPrice).toBe(en.room_types[0].rate_plans[0].sellingPrice);
  });

  it('the kept listing answer: the same URL asked in fr-FR then hi-IN answers each in its own language', async () => {
    const url = `/api/v6/pricing/hotels/?hotel_id=1001,1002,1003&${stay}`;
    const names = (body: { data: Record<string, { cheapest: { name: string } | null }> }) =>
      Object.values(body.data).map((h) => h.cheapest?.name);
    const fr = await get(url, 'fr-FR');
    const hi = await get(url, 'hi-IN');
    const frAgain = await get(url, 'fr-FR');
    const en = await get(url);
    expect(names(fr.body).every((n) => n === 'Annulation gratuite' || n === 'Non remboursable')).toBe(true);
    expect(names(hi.body).every((n) => n === 'फ़्री कैंसलेशन' || n === 'नॉन-रिफ़ंडेबल')).toBe(true);
    expect(names(frAgain.body)).toEqual(names(fr.body));
    expect(names(en.body).every((n) => n === 'Free cancellation' || n === 'Non-refundable')).toBe(true);
    expect([fr, hi, en].map((r) => r.headers['content-language'])).toEqual(['fr-FR', 'hi-IN', 'en-IN']);
  });

  it('the kept compressed listing keeps both Vary fields', async () => {
    const search = await get('/api/v1/search/hotels/?city=bengaluru&limit=200');
    const ids = (search.body.hotel_ids as number[]).join(',');
    // Injected directly: the answer is gzip bytes, not JSON to read.
    const res = await app().inject({
      method: 'GET',
      url: `/api/v6/pricing/hotels/?hotel_id=${ids}&${stay}`,
      headers: { 'accept-language': 'hi-IN', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(res.rawPayload).toString()).toContain('फ़्री कैंसलेशन');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['vary']).toLowerCase().split(/,\s*/).sort()).toEqual([
      'accept-encoding',
      'accept-language',
    ]);
  });

  it('triggers: rooms left, in each language with its plural', async () => {
    await leaveRoomsLeft(app(), 1005, 60, 1);
    const url = `/api/v1/psychological-triggers/?hotel_id=1005&checkin=${day(60)}&checkout=${day(61)}`;
    const { en, fr, hi } = await inEachLocale(url);
    const scarcity = (body: { data: { triggerType: string; displayText: string }[] }) =>
      body.data.find((t) => t.triggerType === 'scarcity')?.displayText;
    expect([scarcity(en), scarcity(fr), scarcity(hi)]).toEqual([
      'Only 1 room left',
      'Plus que 1 chambre disponible',
      'सिर्फ़ 1 कमरा बचा है',
    ]);
  });

  it('payment methods and offers, their amounts written by Intl', async () => {
    const offers = await inEachLocale('/api/v1/payments/offers/');
    const upi = (body: { data: { id: string; title: string; description: string }[] }) =>
      body.data.find((o) => o.id === 'upi-50');
    expect(upi(offers.en)).toMatchObject({
      title: 'Flat ₹50 off with UPI',
      description: 'When ₹1,500 or more is due now',
    });
    expect(upi(offers.fr)?.description.replace(/[\u00a0\u202f]/g, ' ')).toBe('Dès 1 500 ₹ à payer maintenant');
    expect(upi(offers.hi)?.title).toBe('UPI से पेमेंट पर ₹50 की फ़्लैट छूट');
    const methods = await inEachLocale('/api/v1/payments/methods/');
    const hotel = (body: { data: { code: string; name: string }[] }) =>
      body.data.find((m) => m.code === 'pay_at_hotel')?.name;
    expect([hotel(methods.en), hotel(methods.fr), hotel(methods.hi)]).toEqual([
      'Pay at hotel',
      "Paiement à l'hôtel",
      'होटल पर पेमेंट',
    ]);
  });

  it('coupons of an itinerary', async () => {
    const { bid } = await itinerary(app());
    const { en, fr, hi } = await inEachLocale(`/api/v1/checkout/itinerary/${bid}/coupons/`);
    const welcome = (body: { coupons: { code: string; description: string }[] }) =>
      body.coupons.find((c) => c.code === 'WELCOME')?.description;
    expect(welcome(en)).toBe('First booking: 25% off up to ₹1,000');
    expect(welcome(fr)?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      "Première réservation : 25 % de réduction, jusqu'à 1 000 ₹",
    );
    expect(welcome(hi)).toBe('पहली बुकिंग: 25% की छूट, ₹1,000 तक');
  });

  it('campaign banners and a campaign’s page', async () => {
    const { en, fr, hi } = await inEachLocale('/api/campaigns/campaign-banners/');
    const titles = (body: { data: { title: string; cta: string }[] }) => body.data.map((b) => b.title);
    expect(titles(en)[0]).toBe('First stay? 25% off');
    expect(titles(fr)[0]?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Premier séjour ? 25 % de réduction');
    expect(titles(hi)[0]).toBe('पहला स्टे? 25% की छूट');
    const detail = await inEachLocale('/api/campaigns/campaign-banners/3/');
    expect(detail.en.description).toMatch(/^Signed-in members pay 5% less/);
    expect(detail.fr.description.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^Les membres connectés paient 5 % de moins/);
    expect(detail.hi.terms).toEqual(['मेंबरशिप फ़्री है: अपने मोबाइल नंबर और OTP से साइन इन करें।']);
  });

  it('the FAQ, and a search in the visitor’s language', async () => {
    const { en, fr, hi } = await inEachLocale('/api/v1/posts/faqs/?page=faq');
    expect([en.title, fr.title, hi.title]).toEqual([
      'Frequently asked questions',
      'Questions fréquentes',
      'अक्सर पूछे जाने वाले सवाल',
    ]);
    expect(en.content[0].question).toBe('What is the check-in and check-out time?');
    expect(fr.content[0].question).toBe("À quelle heure sont l'arrivée et le départ ?");
    expect(hi.content[0].question).toBe('चेक-इन और चेक-आउट का समय क्या है?');
    expect(fr.content[0].answers[0].answer).toMatch(/de 12:00 à 14:00/);
    expect(en.content[0].answers[0].answer).toMatch(/from 12:00 PM to 2:00 PM/);
    const refund = await get('/api/v1/posts/faqs/?page=faq&query=remboursé', 'fr-FR');
    expect(refund.body.content.map((q: { question: string }) => q.question)).toContain('Quand serai-je remboursé ?');
    const english = await get('/api/v1/posts/faqs/?page=faq&query=refund', 'hi-IN');
    expect(english.body.content.map((q: { question: string }) => q.question)).toContain('मुझे रिफ़ंड कब मिलेगा?');
  });

  it('a guest’s question is never translated', async () => {
    const asked = 'Is there a lift?';
    const { body } = await call(app(), {
      method: 'POST',
      url: '/api/v1/posts/add/question/',
      payload: { page: 'faq', question: asked },
    });
    await app().ctx.db.query(`UPDATE questions SET status = 'published' WHERE id = $1`, [body.id]);
    const all = await get('/api/v1/posts/faqs/?page=faq&limit=20', 'fr-FR');
    expect(all.body.content.map((q: { question: string }) => q.question)).toContain(asked);
  });

  it('SEO meta of a hotel, a listing and home', async () => {
    const hotel = await inEachLocale(
      '/api/v3/contents/meta/?page=hotel-details&q=/hotels-in-bengaluru/some-hotel-1001/',
    );
    expect(hotel.en.title).toBe(hotel.fr.title);
    expect(hotel.fr.footer_interlinks[0].title).toBe('Villes populaires');
    expect(hotel.hi.footer_interlinks[0].title).toBe('लोकप्रिय शहर');
    const listing = await inEachLocale('/api/v3/contents/meta/?page=listing&q=/hotels-in-bengaluru/');
    expect(listing.en.title).toBe('Hotels in Bengaluru | Nivaas');
    expect(listing.fr.title).toBe('Hôtels à Bengaluru | Nivaas');
    expect(listing.hi.title).toBe('Bengaluru में होटल | Nivaas');
    expect(listing.fr.meta[0].content).toMatch(/^Comparez \d+ hôtels économiques à Bengaluru/);
    const home = await inEachLocale('/api/v3/contents/meta/?page=home&q=/');
    expect([home.en.title, home.fr.title, home.hi.title]).toEqual([
      'Nivaas: budget hotels across India',
      'Nivaas : hôtels économiques partout en Inde',
      'Nivaas: पूरे भारत में बजट होटल',
    ]);
  });

  it('the listing ad of the content call', async () => {
    const { en, fr, hi } = await inEachLocale('/api/v1/contents/?key=adsbanner_content');
    expect(en.data.adsbanner_content).toEqual({
      title: 'Weekend getaways in Goa',
      text: 'Budget stays a short walk from the beaches, with free cancellation on refundable plans.',
      cta: 'See hotels in Goa',
      image_url: '/api/images/cities/goa-640.jpg',
      link: '/hotels-in-goa/',
    });
    expect(fr.data.adsbanner_content).toMatchObject({ cta: 'Voir les hôtels à Goa', link: '/hotels-in-goa/' });
    expect(fr.data.adsbanner_content.text).toMatch(/^Des hôtels économiques à quelques pas des plages/);
    expect(hi.data.adsbanner_content).toMatchObject({ title: 'गोवा में वीकेंड गेटअवे', cta: 'गोवा के होटल देखें' });
  });

  it('the itinerary: its rate plan’s name, tag and description', async () => {
    const { bid } = await itinerary(app(), { checkin: 33 });
    const { en, fr, hi } = await inEachLocale(`/api/v1/checkout/itinerary/${bid}/`);
    const plan = (body: { price: { selected_rate_plan: { rate_plan: Record<string, unknown> } } }) =>
      body.price.selected_rate_plan.rate_plan;
    expect(plan(en)).toEqual({
      code: 'EP',
      name: 'Free cancellation',
      description: 'Free cancellation till 24 hours before check-in',
      refundable: true,
      tag: 'Refundable',
    });
    expect(plan(fr)).toMatchObject({ code: 'EP', name: 'Annulation gratuite', tag: 'Remboursable' });
    expect(plan(fr).description).toMatch(/^Annulation gratuite jusqu'à 24 heures/);
    expect(plan(hi)).toMatchObject({ name: 'फ़्री कैंसलेशन', description: 'चेक-इन से 24 घंटे पहले तक फ़्री कैंसलेशन' });
    // The hotel's policies too.
    const checkin = (body: { hotel: { hotel_policies: { policy_type: string; title: string }[] } }) =>
      body.hotel.hotel_policies.find((p) => p.policy_type === 'checkin')?.title;
    expect([checkin(en), checkin(fr), checkin(hi)]).toEqual([
      'Check-in and check-out',
      'Arrivée et départ',
      'चेक-इन और चेक-आउट',
    ]);
    // Only the words change.
    expect(fr.price.selected_rate_plan.price).toEqual(en.price.selected_rate_plan.price);
  });

  describe('a booking, its cancellation and the wallet', () => {
    let token = '';
    let order = '';
    let cancelHash = '';
    let checkinHash = '';
    const asked = (url: string, locale?: string) =>
      call(app(), { method: 'GET', url, token, headers: locale ? { 'accept-language': locale } : {} });
    const inEach = async (url: string) => {
      const [en, fr, hi] = await Promise.all([asked(url), asked(url, 'fr-FR'), asked(url, 'hi-IN')]);
      for (const res of [en, fr, hi]) expect(res.status).toBe(200);
      return { en: en.body, fr: fr.body, hi: hi.body };
    };

    beforeAll(async () => {
      token = await login(app(), randomMobile('97'));
      const { bid } = await itinerary(app(), { token, checkin: 34, hotelId: 1004 });
      const booked = await payItinerary(app(), bid, 'pay-at-hotel', { token, keyPrefix: 'loc' });
      if (booked.status !== 200) throw new Error(`booking ${booked.status} ${JSON.stringify(booked.body)}`);
      order = booked.body.order_id;
      const [row] = await app().ctx.db.query<{ cancel_hash: string; checkin_hash: string }>(
        'SELECT cancel_hash, checkin_hash FROM bookings WHERE order_id = $1',
        [order],
      );
      cancelHash = row!.cancel_hash;
      checkinHash = row!.checkin_hash;
    }, 60_000);

    it('the booking detail and confirmation: status, room type and rate plan', async () => {
      const { en, fr, hi } = await inEach(`/api/v1/booking/${order}/`);
      expect([en.status_display_text, fr.status_display_text, hi.status_display_text]).toEqual([
        'Confirmed',
        'Confirmée',
        'कन्फ़र्म',
      ]);
      expect([en.room_config.name, fr.room_config.name, hi.room_config.name]).toEqual([
        'Common Room',
        'Chambre simple',
        'कॉमन रूम',
      ]);
      expect(en.rate_plan_meta).toEqual({
        name: 'Free cancellation',
        tag: 'Refundable',
        refundable: true,
        description: 'Free cancellation till 24 hours before check-in',
      });
      expect(fr.rate_plan_meta.description).toMatch(/^Annulation gratuite jusqu'à 24 heures/);
      expect(hi.rate_plan_meta.description).toBe('चेक-इन से 24 घंटे पहले तक फ़्री कैंसलेशन');
      const confirmation = await inEach(`/api/v1/booking/${order}/confirmation/`);
      const plan = (body: { booking: { price: { selected_rate_plan: { rate_plan: { description: string } } } } }) =>
        body.booking.price.selected_rate_plan.rate_plan.description;
      expect(plan(confirmation.en)).toBe('Free cancellation till 24 hours before check-in');
      expect(plan(confirmation.hi)).toBe('चेक-इन से 24 घंटे पहले तक फ़्री कैंसलेशन');
      const checkin = await inEach(`/api/v1/web-checkin/${checkinHash}/`);
      expect([checkin.en, checkin.fr, checkin.hi].map((b) => b.status_display_text)).toEqual([
        'Confirmed',
        'Confirmée',
        'कन्फ़र्म',
      ]);
    });

    it('cancellation: reasons, policy and message; the wallet’s statements', async () => {
      const { en, fr, hi } = await inEach(`/api/growth/cancellation/booking_details/${cancelHash}`);
      expect(en.reasons[0]).toEqual({ label: 'Change of plans', value: 'change_of_plans' });
      expect(fr.reasons.map((r: { value: string }) => r.value)).toEqual(
        en.reasons.map((r: { value: string }) => r.value),
      );
      expect(fr.reasons[0]).toEqual({ label: 'Changement de programme', value: 'change_of_plans' });
      expect(hi.reasons[2]).toEqual({ label: 'गलती से बुक हो गया', value: 'mistake' });
      expect(en.policy_text).toBe(
        "Free cancellation till 24 hours before check-in; after that one night's tariff is charged.",
      );
      expect(fr.policy_text).toMatch(
        /^Annulation gratuite jusqu'à 24 heures.* ; passé ce délai, une nuit est facturée\.$/,
      );
      expect(hi.policy_text).toBe('चेक-इन से 24 घंटे पहले तक फ़्री कैंसलेशन; उसके बाद एक रात का किराया लिया जाएगा।');
      expect(en.status_message).toMatch(/^Nothing was paid for this booking/);
      expect(hi.status_message).toMatch(/^इस बुकिंग के लिए कोई पेमेंट नहीं हुआ है/);

      const cancelled = await call(app(), {
        method: 'POST',
        url: '/api/growth/cancellation/cancel-booking/',
        headers: { 'accept-language': 'fr-FR' },
        payload: { order_id: order, cancellation_hash: cancelHash, cancellation_reason: 'mistake' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status_message).toBe('Votre réservation a été annulée');

      const [user] = await app().ctx.db.query<{ user_id: number }>('SELECT user_id FROM bookings WHERE order_id = $1', [
        order,
      ]);
      await app().ctx.db.query(
        `INSERT INTO wallet_txns (user_id, type, amount, description) VALUES ($1, 'credit', 10, 'Welcome points'), ($1, 'credit', 5, 'Goodwill from the hotel')`,
        [user!.user_id],
      );
      const wallet = await inEach('/api/v1/wallet/statements/?limit=20');
      const said = (body: { statements: { description: string }[] }) =>
        body.statements.map((s) => s.description).sort();
      expect(said(wallet.en)).toEqual(
        [
          `Points earned on booking ${order}`,
          `Cancelled booking ${order}`,
          'Welcome points',
          'Goodwill from the hotel',
        ].sort(),
      );
      expect(said(wallet.fr)).toEqual(
        [
          `Points gagnés sur la réservation ${order}`,
          `Réservation ${order} annulée`,
          'Points de bienvenue',
          'Goodwill from the hotel',
        ].sort(),
      );
      expect(said(wallet.hi)).toEqual(
        [`बुकिंग ${order} पर मिले पॉइंट`, `बुकिंग ${order} कैंसल हुई`, 'वेलकम पॉइंट', 'Goodwill from the hotel'].sort(),
      );
      const detail = await inEach(`/api/v1/booking/${order}/`);
      expect([detail.en, detail.fr, detail.hi].map((b) => b.status_display_text)).toEqual([
        'Cancelled',
        'Annulée',
        'कैंसल हो गई',
      ]);
    });
  });

  it('an error answer says its language too', async () => {
    const res = await get('/api/v1/hotels/999999/', 'fr-FR');
    expect(res.status).toBe(404);
    expect(res.headers['content-language']).toBe('fr-FR');
    expect(String(res.headers['vary'])).toContain('Accept-Language');
  });
});

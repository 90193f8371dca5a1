import { randomBytes } from 'node:crypto';
import { call, expectedAmount, guest, itinerary, login, useTestApp, type TestApp } from '../../testing/test-app';
import { randomMobile } from '../../testing/booking';

/**
 * A booking keeps the locale of its pay call (Accept-Language): its messages are written in it, and the pay call's
 * answer says its booking's texts in it. Without a header, English exactly as before.
 */
describe('a booking in the visitor’s locale', () => {
  const app = useTestApp();

  /** A pay-at-hotel booking, signed in (no OTP), with the call's Accept-Language, and its stored locale. */
  async function book(a: TestApp, locale: string | null, checkin: number) {
    const mobile = randomMobile('96');
    const email = `locale.${mobile}@example.in`;
    const token = await login(a, mobile);
    const it = await itinerary(a, { token, hotelId: 1004, checkin, nights: 2 });
    const key = `locale-${randomBytes(6).toString('hex')}`;
    const pay = () =>
      call(a, {
        token,
        method: 'POST',
        url: `/api/v1/checkout/itinerary/${it.bid}/pay-at-hotel/`,
        headers: { 'idempotency-key': key, ...(locale ? { 'accept-language': locale } : {}) },
        payload: { guest: { ...guest, mobile, email }, expected_amount: expected },
      });
    const expected = await expectedAmount(a, it.bid, 'pay-at-hotel', token);
    const res = await pay();
    expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
    const orderId = res.body.order_id as string;
    const [row] = await a.ctx.db.query<{ locale: string | null }>('SELECT locale FROM bookings WHERE order_id = $1', [
      orderId,
    ]);
    const outbox = await call(a, { method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
    const mail = (outbox.body.data as { kind: string; subject: string; body: string }[]).find(
      (m) => m.kind === 'booking_confirmed',
    );
    const sms = (
      await call(a, { method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(mobile)}` })
    ).body.data.find((m: { kind: string }) => m.kind === 'booking_confirmed') as { body: string };
    return { res, orderId, stored: row?.locale, mail: mail!, sms, pay };
  }

  it('given no Accept-Language, then the booking keeps en-IN and its confirmation is the English as before', async () => {
    const { orderId, stored, mail, sms } = await book(app(), null, 40);
    expect(stored).toBe('en-IN');
    expect(mail.subject).toMatch(/^Booking confirmed: .+, \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/);
    const lines = mail.body.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `Hello ${guest.name},`,
      '',
      expect.stringMatching(/^Booking NV\w+ at .+ is confirmed\.$/),
    ]);
    expect(lines).toContain(`Booking id: ${orderId}`);
    expect(lines).toContainEqual(expect.stringMatching(/^Check-out: \w+, \d{1,2} \w+ \d{4} \(2 nights\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^To pay at the hotel: ₹[\d,]+$/));
    expect(sms.body).toMatch(
      /^Nivaas: Booking NV\w+ at .+ is confirmed, .+ \(2 nights\)\. Pay ₹[\d,]+ at the hotel\. View: /,
    );
  });

  it('given Accept-Language hi-IN, then the booking keeps hi-IN and its confirmation is in Hindi', async () => {
    const { orderId, stored, mail, sms } = await book(app(), 'hi-IN', 43);
    expect(stored).toBe('hi-IN');
    expect(mail.subject).toMatch(/^बुकिंग कन्फ़र्म: .+, .+ से .+$/);
    const lines = mail.body.split('\n');
    expect(lines[0]).toBe(`नमस्ते ${guest.name},`);
    expect(lines[2]).toMatch(new RegExp(`^.+ में आपकी बुकिंग ${orderId} कन्फ़र्म हो गई है।$`));
    expect(lines).toContain(`बुकिंग आईडी: ${orderId}`);
    expect(lines).toContainEqual(expect.stringMatching(/^चेक-आउट: .+ \(2 रातें\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^होटल पर देना है: ₹[\d,]+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^वेब चेक-इन: http/));
    expect(sms.body).toMatch(/^Nivaas: .+ कन्फ़र्म हो गई है, .+ \(2 रातें\)। होटल पर ₹[\d,]+ का पेमेंट करें। देखें: http/);
  });

  it('given Accept-Language fr-FR, then the confirmation is in French and the pay call answers its booking in French', async () => {
    const { res, orderId, stored, mail, pay } = await book(app(), 'fr-FR', 46);
    expect(stored).toBe('fr-FR');
    expect(mail.subject).toMatch(/^Réservation confirmée : .+, du .+ au .+$/);
    const lines = mail.body.split('\n');
    expect(lines[0]).toBe(`Bonjour ${guest.name},`);
    expect(lines[2]).toMatch(new RegExp(`^Votre réservation ${orderId} à .+ est confirmée\\.$`));
    expect(lines).toContainEqual(expect.stringMatching(/^Départ : .+ \(2 nuits\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^À régler à l'hôtel : [\d\s]+₹$/));

    // The pay call's booking says its rate plan as the confirmation page does in French, not in English.
    const plan = (body: { booking: { price: { selected_rate_plan: { rate_plan: { description: string } } } } }) =>
      body.booking.price.selected_rate_plan.rate_plan.description;
    const page = (locale?: string) =>
      call(app(), {
        method: 'GET',
        url: `/api/v1/booking/${orderId}/confirmation/?t=${encodeURIComponent(res.body.confirmation_token)}`,
        headers: locale ? { 'accept-language': locale } : {},
      });
    const [fr, en] = await Promise.all([page('fr-FR'), page()]);
    expect(fr.status).toBe(200);
    expect(plan(res.body)).toBe(plan(fr.body));
    expect(plan(res.body)).toMatch(/^Annulation gratuite/);
    expect(plan(res.body)).not.toBe(plan(en.body));
    // The same key again (the idempotent replay) answers in French too.
    expect(plan((await pay()).body)).toBe(plan(fr.body));
  });
});

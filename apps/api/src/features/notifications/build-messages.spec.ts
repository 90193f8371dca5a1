import type { BookingRow } from '../payments';
import { createTextOf, groupTexts } from '../../i18n/content-texts';
import { TRANSLATIONS } from '../../seed/translations';
import { buildMessages, type MessageContext } from './build-messages';

/** The catalogue's translation, from the shipped translations (what content_texts holds). */
const text = createTextOf(
  groupTexts(
    Object.entries(TRANSLATIONS).flatMap(([locale, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ locale, key, text: value })),
    ),
  ),
);
// Intl separates with narrow no-break spaces in French: compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

/** A stored booking with only what the messages read (the Checkout snapshot's hotel, stay, room and price). */
function booking(over: Partial<BookingRow> = {}): BookingRow {
  return {
    order_id: 'NVTEST1',
    checkin: '2026-12-21',
    checkout: '2026-12-23',
    status: 'CONFIRMED',
    payment_mode: 'part_pay',
    paid_amount: 1500,
    guest: { name: '<b>Asha</b>', mobile: '7700900123', country_code: '+44', email: 'asha@example.in' },
    price: {
      hotel: {
        name: 'Nivaas Indiranagar',
        street: '12 CMH Road',
        locality: 'Indiranagar',
        city: 'Bengaluru',
        pincode: '560038',
      },
      date: { checkin: '2026-12-21', checkout: '2026-12-23', nights: 2 },
      room: { type: 'oak', roomconfig: '2-1', rooms: 1, adults: 2, kids: 1 },
      price: { selected_rate_plan: { price: { net_payable_amount: 5000 } } },
    },
    ...over,
  } as unknown as BookingRow;
}

const context = (over: Partial<MessageContext> = {}): MessageContext => ({
  siteUrl: 'https://nivaas.example/',
  brand: 'Nivaas',
  balanceDue: 3500,
  links: {
    confirmation: '/confirmation/NVTEST1/?t=tok',
    cancellation: '/c-hash/',
    web_checkin: '/web-checkin/chk/',
    feedback: '/feedback/fb/',
    pay_balance: '/confirmation/NVTEST1/?t=tok#pay-balance',
  },
  ...over,
});

describe('buildMessages', () => {
  it('given a part-paid booking of a foreign guest, then the SMS goes to the full number with the balance and its link', () => {
    const [sms, email, ...rest] = buildMessages(booking(), 'booking_confirmed', context());
    expect(rest).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', to: '+447700900123', mobile: '7700900123', kind: 'booking_confirmed' });
    expect(sms!.body).toBe(
      'Nivaas: Booking NVTEST1 at Nivaas Indiranagar is confirmed, 21 Dec 2026 to 23 Dec 2026 (2 nights). ' +
        'Paid ₹1,500, balance ₹3,500 due. View: https://nivaas.example/confirmation/NVTEST1/?t=tok ' +
        'Pay balance: https://nivaas.example/confirmation/NVTEST1/?t=tok#pay-balance',
    );
    expect(sms!.links).toEqual(context().links);
    expect(sms!.vars).toMatchObject({ amount: '₹3,500', link: 'https://nivaas.example/confirmation/NVTEST1/?t=tok' });
    expect(email).toMatchObject({ channel: 'email', to: 'asha@example.in', mobile: null });
    // The guest's name is text in a text message: nothing escapes or interprets it.
    expect(email!.body.split('\n').slice(0, 12)).toEqual([
      'Hello <b>Asha</b>,',
      '',
      'Booking NVTEST1 at Nivaas Indiranagar is confirmed.',
      '',
      'Hotel: Nivaas Indiranagar, 12 CMH Road, Indiranagar, Bengaluru, 560038',
      'Check-in: Monday, 21 December 2026',
      'Check-out: Wednesday, 23 December 2026 (2 nights)',
      'Guests: 1 room, 2 adults, 1 child',
      'Booking id: NVTEST1',
      'Paid: ₹1,500',
      'Balance due: ₹3,500',
      '',
    ]);
    expect(email!.body).toContain('Pay the balance: https://nivaas.example/confirmation/NVTEST1/?t=tok#pay-balance');
    expect(email!.body).toContain('Feedback after your stay: https://nivaas.example/feedback/fb/');
  });

  it('given WhatsApp opted in, then a WhatsApp message goes to the same number; without an email, none is sent', () => {
    const b = booking({ guest: { name: 'Ravi', mobile: '9876543210', hasOptedForWhatsapp: true } });
    expect(buildMessages(b, 'booking_confirmed', context()).map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+919876543210'],
      ['whatsapp', '+919876543210'],
    ]);
  });

  it('given the balance paid, then the message says nothing more is due and drops the pay link', () => {
    const b = booking({ paid_amount: 5000 });
    const [sms] = buildMessages(
      b,
      'balance_paid',
      context({ balanceDue: 0, links: { ...context().links, pay_balance: null } }),
    );
    expect(sms!.subject).toBe('Balance paid: Nivaas Indiranagar, 21 Dec 2026 to 23 Dec 2026');
    expect(sms!.body).toContain('₹5,000 paid in all, nothing more to pay.');
    expect(sms!.links).not.toHaveProperty('pay_balance');
  });

  it('given pay at hotel, then the amount to pay at the hotel is the total', () => {
    const b = booking({ payment_mode: 'pay_at_hotel', paid_amount: 0 });
    const [sms] = buildMessages(b, 'booking_confirmed', context({ balanceDue: 0 }));
    expect(sms!.body).toContain('Pay ₹5,000 at the hotel.');
  });

  it('given a cancellation of a paid booking, then it is honest about the refund and keeps only the booking link', () => {
    const b = booking({ status: 'CANCEL', payment_mode: 'pay_now', paid_amount: 5000 });
    const links = {
      confirmation: '/confirmation/NVTEST1/?t=tok',
      cancellation: null,
      web_checkin: null,
      feedback: null,
      pay_balance: null,
    };
    const [sms] = buildMessages(b, 'booking_cancelled', context({ balanceDue: 0, links }));
    expect(sms!.body).toContain('Booking NVTEST1 at Nivaas Indiranagar is cancelled');
    expect(sms!.body).toContain('Any refund due on the ₹5,000 you paid goes back to your original payment method.');
    expect(sms!.links).toEqual({ confirmation: '/confirmation/NVTEST1/?t=tok' });
  });

  describe('in the booking’s locale', () => {
    it('given no locale stored (an older booking) or en-IN, then the English is the same as without a translation', () => {
      for (const locale of [null, 'en-IN']) {
        const messages = buildMessages(booking({ locale }), 'booking_confirmed', context(), text);
        expect(messages).toEqual(buildMessages(booking(), 'booking_confirmed', context()));
      }
    });

    it('given hi-IN, then every line is in Hindi with the dates in Hindi and the amounts in ₹', () => {
      const [sms, email] = buildMessages(booking({ locale: 'hi-IN' }), 'booking_confirmed', context(), text);
      expect(email!.subject).toBe('बुकिंग कन्फ़र्म: Nivaas Indiranagar, 21 दिस॰ 2026 से 23 दिस॰ 2026');
      expect(sms!.body).toBe(
        'Nivaas: Nivaas Indiranagar में आपकी बुकिंग NVTEST1 कन्फ़र्म हो गई है, 21 दिस॰ 2026 से 23 दिस॰ 2026 (2 रातें)। ' +
          '₹1,500 का पेमेंट हो गया है, ₹3,500 बाकी है। देखें: https://nivaas.example/confirmation/NVTEST1/?t=tok ' +
          'बाकी पेमेंट करें: https://nivaas.example/confirmation/NVTEST1/?t=tok#pay-balance',
      );
      expect(email!.body.split('\n').slice(0, 12)).toEqual([
        'नमस्ते <b>Asha</b>,',
        '',
        'Nivaas Indiranagar में आपकी बुकिंग NVTEST1 कन्फ़र्म हो गई है।',
        '',
        'होटल: Nivaas Indiranagar, 12 CMH Road, Indiranagar, Bengaluru, 560038',
        'चेक-इन: सोमवार, 21 दिसंबर 2026',
        'चेक-आउट: बुधवार, 23 दिसंबर 2026 (2 रातें)',
        'मेहमान: 1 रूम, 2 वयस्क, 1 बच्चा',
        'बुकिंग आईडी: NVTEST1',
        'पेमेंट हुआ: ₹1,500',
        'बाकी रकम: ₹3,500',
        '',
      ]);
      expect(email!.body).toContain('वेब चेक-इन: https://nivaas.example/web-checkin/chk/');
      // The providers' registered templates are English: their values stay as en-IN writes them.
      expect(sms!.vars).toMatchObject({ checkin: '21 Dec 2026', amount: '₹3,500' });
    });

    it('given fr-FR, then a cancellation says the refund in French with the amount as French writes it', () => {
      const b = booking({ locale: 'fr-FR', status: 'CANCEL', payment_mode: 'pay_now', paid_amount: 5000 });
      const [sms, email] = buildMessages(b, 'booking_cancelled', context({ balanceDue: 0 }), text);
      expect(email!.subject).toBe('Réservation annulée : Nivaas Indiranagar, du 21 déc. 2026 au 23 déc. 2026');
      expect(plain(sms!.body)).toContain(
        'Votre réservation NVTEST1 à Nivaas Indiranagar est annulée, du 21 déc. 2026 au 23 déc. 2026 (2 nuits). ' +
          "Annulation enregistrée. Tout remboursement dû sur les 5 000 ₹ que vous avez payés sera versé sur votre moyen de paiement d'origine.",
      );
      expect(plain(email!.body)).toContain('Départ : mercredi 23 décembre 2026 (2 nuits)');
      expect(plain(email!.body)).toContain('Voyageurs : 1 chambre, 2 adultes, 1 enfant');
      expect(email!.body).toContain('Votre avis après le séjour : https://nivaas.example/feedback/fb/');
    });
  });
});

import { WALLET_MAX_PERCENT } from '@nivaas/domain/prices';
import { DEFAULT_LOCALE } from '@nivaas/i18n';
import { englishText, type TextValues } from '../i18n/content-texts';
import { DEFAULT_PRICING } from '../pricing/pricing-config';

/**
 * Site FAQ (page 'faq') seeded for the content pages; page size 5 (docs/rules.md 9). Each answer says what the site
 * does, from the same rules: a hotel's own times and ID rule are on its page, the price shown
 * includes taxes and fees, part pay's balance is paid online. English templates (keys faq.{key}.question and
 * faq.{key}.answer); the seed writes them filled in English, the content routes write a visitor's locale.
 */
export const FAQ_TEXTS: readonly { key: string; question: string; answer: string; values?: TextValues }[] = [
  {
    key: 'checkin_times',
    question: 'What is the check-in and check-out time?',
    answer:
      "Each hotel sets its own: most check in from {checkinFrom} to {checkinTo} and check out by {checkoutFrom} or {checkoutTo}. The hotel's page shows its times under Need to know, and your confirmation repeats them.",
    values: {
      checkinFrom: { clock: '12:00' },
      checkinTo: { clock: '14:00' },
      checkoutFrom: { clock: '11:00' },
      checkoutTo: { clock: '12:00' },
    },
  },
  {
    key: 'couples',
    question: 'Can unmarried couples stay?',
    answer: 'Yes, at hotels marked Couple Friendly, with a government photo ID for each guest.',
  },
  {
    key: 'local_ids',
    question: 'Are local IDs accepted?',
    answer: "Only at hotels marked Local ID Accepted; the hotel's page says so under Need to know.",
  },
  {
    key: 'cancel',
    question: 'How do I cancel a booking?',
    answer: 'Open the cancellation link in your confirmation or go to My bookings.',
  },
  {
    key: 'refund',
    question: 'When will I get my refund?',
    answer: 'Refunds reach the original payment method in {from} to {to} working days.',
    values: { from: 5, to: 7 },
  },
  {
    key: 'pay_at_hotel',
    question: 'What is pay at hotel?',
    answer:
      'Book now and pay at the hotel, on refundable plans; we may verify your phone number with a one-time password.',
  },
  {
    key: 'part_payment',
    question: 'What is part payment?',
    answer: 'Pay {percent} now to confirm, and the rest later online, with the link we send you.',
    values: { percent: { percent: DEFAULT_PRICING.partPayPercent } },
  },
  {
    key: 'reward_points',
    question: 'How do reward points work?',
    answer: 'Members earn points on every stay and can pay up to {percent} of a booking with them.',
    values: { percent: { percent: WALLET_MAX_PERCENT } },
  },
  { key: 'breakfast', question: 'Is breakfast included?', answer: 'Only where the hotel lists Free Breakfast.' },
  {
    key: 'platform_fee',
    question: 'Do you charge a platform fee?',
    answer: 'Every price we show already includes any fee; the price summary lists it before you pay.',
  },
  {
    key: 'gst',
    question: 'Is GST included in the price?',
    answer:
      'Yes. Every price includes GST ({low} on a night up to {threshold}, {high} above); the price summary shows it on its own line.',
    values: {
      low: { percent: (DEFAULT_PRICING.gstSlabs[0]?.rate ?? 0) * 100 },
      threshold: { inr: DEFAULT_PRICING.gstSlabs[0]?.upTo ?? 0 },
      high: { percent: (DEFAULT_PRICING.gstSlabs[1]?.rate ?? 0) * 100 },
    },
  },
];

/** Who answers the site FAQ: only its answers are translated (a guest's words never are). */
export const FAQ_ANSWERER = 'Nivaas Support';

const answer = (text: string) => [{ user: FAQ_ANSWERER, date: '2026-01-15', verified: true, answer: text }];

export const FAQ_QUESTIONS = FAQ_TEXTS.map((faq) => ({
  hotel_id: null,
  page: 'faq',
  question: faq.question,
  answers: answer(englishText(DEFAULT_LOCALE, `faq.${faq.key}.answer`, faq.answer, faq.values)),
}));

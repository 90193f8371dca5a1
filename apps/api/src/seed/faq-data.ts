import { WALLET_MAX_PERCENT } from '@nivaas/domain/prices';
import { DEFAULT_PRICING } from '../pricing/pricing-config';

/**
 * Site FAQ (page 'faq') seeded for the content pages; page size 5 (docs/rules.md 9). Each answer says what the site
 * does, from the same rules: a hotel's own times and ID rule are on its page, the price shown
 * includes taxes and fees, part pay's balance is paid online.
 */
const answer = (text: string) => [{ user: 'Nivaas Support', date: '2026-01-15', verified: true, answer: text }];

export const FAQ_QUESTIONS = [
  [
    'What is the check-in and check-out time?',
    "Each hotel sets its own: most check in from 12 PM to 2 PM and check out by 11 AM or 12 PM. The hotel's page shows its times under Need to know, and your confirmation repeats them.",
  ],
  ['Can unmarried couples stay?', 'Yes, at hotels marked Couple Friendly, with a government photo ID for each guest.'],
  ['Are local IDs accepted?', "Only at hotels marked Local ID Accepted; the hotel's page says so under Need to know."],
  ['How do I cancel a booking?', 'Open the cancellation link in your confirmation or go to My bookings.'],
  ['When will I get my refund?', 'Refunds reach the original payment method in 5 to 7 working days.'],
  [
    'What is pay at hotel?',
    'Book now and pay at the hotel, on refundable plans; we may verify your phone number with a one-time password.',
  ],
  [
    'What is part payment?',
    `Pay ${DEFAULT_PRICING.partPayPercent}% now to confirm, and the rest later online, with the link we send you.`,
  ],
  [
    'How do reward points work?',
    `Members earn points on every stay and can pay up to ${WALLET_MAX_PERCENT}% of a booking with them.`,
  ],
  ['Is breakfast included?', 'Only where the hotel lists Free Breakfast.'],
  [
    'Do you charge a platform fee?',
    'Every price we show already includes any fee; the price summary lists it before you pay.',
  ],
  [
    'Is GST included in the price?',
    'Yes. Every price includes GST (5% on a night up to ₹7,500, 18% above); the price summary shows it on its own line.',
  ],
].map(([question, text]) => ({ hotel_id: null, page: 'faq', question, answers: answer(text as string) }));

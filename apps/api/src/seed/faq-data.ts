/** Site FAQ (page 'faq') and Q&A seeded for content pages; page size 5 (SPEC.md 9). */
const answer = (text: string) => [{ user: 'Nivaas Support', date: '2026-01-15', verified: true, answer: text }];

export const FAQ_QUESTIONS = [
  ['What is the check-in and check-out time?', 'Check-in is from 12 noon and check-out is till 11 am.'],
  ['Can unmarried couples stay?', 'Yes, at hotels marked Couple Friendly with valid ID proof for both guests.'],
  ['Are local IDs accepted?', 'Only at hotels marked Local ID Accepted.'],
  ['How do I cancel a booking?', 'Open the cancellation link in your confirmation or go to Booking History.'],
  ['When will I get my refund?', 'Refunds reach the original payment method in 5 to 7 working days.'],
  ['What is pay at hotel?', 'Book now and pay at the hotel; it may need OTP verification of your phone number.'],
  ['What is part payment?', 'Pay 30% now to confirm and the rest at the hotel.'],
  ['How do reward points work?', 'Earn points on every stay and use up to 20% of a booking in points.'],
  ['Is breakfast included?', 'Only where the hotel lists Free Breakfast.'],
  ['Do you charge a platform fee?', 'No. The platform fee is ₹0.'],
  ['Is GST included in the price?', 'Prices show GST separately: 5% up to ₹7,500 a night and 18% above.'],
].map(([question, text]) => ({ hotel_id: null, page: 'faq', question, answers: answer(text as string) }));

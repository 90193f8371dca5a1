import { feedbackAvailability } from './feedback-window';

describe('feedbackAvailability', () => {
  it('opens on the check-out day and stays open after it', () => {
    expect(feedbackAvailability('2026-12-12', 'CONFIRMED', '2026-12-11')).toBe('after_stay');
    expect(feedbackAvailability('2026-12-12', 'CONFIRMED', '2026-12-12')).toBe('open');
    expect(feedbackAvailability('2026-12-12', 'CONFIRMED', '2027-01-02')).toBe('open');
  });

  it('is cancelled for a cancelled or expired booking, whatever the day', () => {
    expect(feedbackAvailability('2026-12-12', 'CANCEL', '2026-12-20')).toBe('cancelled');
    expect(feedbackAvailability('2026-12-12', 'EXPIRED', '2026-12-01')).toBe('cancelled');
  });
});

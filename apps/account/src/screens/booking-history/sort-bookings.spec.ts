import { bookingItem } from '../../testing/booking-fixtures';
import { sortBookings, uniqueBookings } from './sort-bookings';

const at = (order_id: string, checkin_date: string) => bookingItem({ order_id, checkin_date });

describe('sortBookings (docs/rules.md 3: upcoming and past sort orders)', () => {
  const list = [at('B', '2026-12-10'), at('A', '2026-12-03'), at('C', '2026-12-10'), at('D', '2027-01-01')];

  it('given asc (upcoming), then soonest check-in first, equal days by order id', () => {
    expect(sortBookings(list, 'asc').map((b) => b.order_id)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('given desc (past), then latest check-in first', () => {
    expect(sortBookings(list, 'desc').map((b) => b.order_id)).toEqual(['D', 'B', 'C', 'A']);
  });

  it('keeps one entry per order id, the first seen', () => {
    const first = at('A', '2026-12-03');
    expect(uniqueBookings([first, at('B', '2026-12-04'), at('A', '2026-12-05')])).toEqual([
      first,
      expect.objectContaining({ order_id: 'B' }),
    ]);
  });
});

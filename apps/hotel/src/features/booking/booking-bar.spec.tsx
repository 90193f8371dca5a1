import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { BookingBar, type BookingBarProps } from './booking-bar';

function renderBar(over: Partial<BookingBarProps> = {}) {
  const props: BookingBarProps = {
    choice: { roomName: 'Oak (Deluxe)', planName: 'Free cancellation', total: 5376, href: '/itinerary/?hotel_id=1042' },
    nights: 2,
    roomCount: 2,
    onBreakup: jest.fn(),
    ...over,
  };
  const view = render(
    <MemoryRouter>
      <BookingBar {...props} />
    </MemoryRouter>,
  );
  return { ...view, props };
}

describe('BookingBar', () => {
  it('given a choice, then the stay total with taxes and fees, the breakup and Book to checkout', async () => {
    const { container, props } = renderBar();
    const bar = screen.getByRole('region', { name: 'Your choice' });
    expect(bar).toHaveTextContent('Total ₹5,376');
    expect(bar).toHaveTextContent('2 nights, 2 rooms, incl. taxes & fees');
    expect(screen.getByRole('link', { name: 'Book now: Oak (Deluxe), Free cancellation' })).toHaveAttribute(
      'href',
      '/itinerary/?hotel_id=1042',
    );
    await userEvent.click(screen.getByRole('button', { name: 'View price breakup' }));
    expect(props.onBreakup).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given nothing can be chosen, then Book is disabled and says why', () => {
    renderBar({ choice: null, nights: 1, roomCount: 1 });
    expect(screen.getByText('Choose a room to book')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

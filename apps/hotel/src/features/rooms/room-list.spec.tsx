import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { hotelDetails, plan, roomPrice, roomPrices } from '../../testing/hotel-fixtures';
import { RoomList, type RoomListProps } from './room-list';
import { toRoomOffers } from './room-offers';

function renderList(over: Partial<RoomListProps> = {}) {
  const props: RoomListProps = {
    offers: toRoomOffers(hotelDetails(), roomPrices(2), [
      { adults: 2, kids: 0 },
      { adults: 1, kids: 0 },
    ]),
    choice: { roomType: 'acacia', ratePlan: 'NRP' },
    nights: 2,
    roomCount: 2,
    guestCount: 3,
    signedIn: true,
    onChoose: jest.fn(),
    onSignIn: jest.fn(),
    ...over,
  };
  const view = render(<RoomList {...props} />);
  return { ...view, props };
}

const cards = () => within(screen.getByRole('list', { name: 'Room types' })).getAllByRole('article');

describe('RoomList', () => {
  it('given priced room types, then they show in SPEC order, the sold-out one last, with no axe violations', async () => {
    const { container } = renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeInTheDocument();
    expect(screen.getByText('Prices for 2 nights, 2 rooms, 3 guests, taxes and fees included')).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Acacia (Standard)',
      'Oak (Deluxe)',
      'Maple (Premium)',
      'Mahogany (Suite)',
      'Common Room',
    ]);
    const common = cards()[4]!;
    expect(common).toHaveTextContent('Sold out for your dates');
    expect(
      within(common)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a rate plan, then its price per night and for the stay include taxes and fees, with its facts', () => {
    renderList();
    const acacia = cards()[0]!;
    // Acacia NRP: tariffs 900 + 1100 per room, 2 rooms = 4000 before tax, 12 % tax = 4480; 2240 per night.
    const nrp = within(acacia).getByRole('radio', { name: /Non-refundable/ });
    expect(nrp).toBeChecked();
    expect(nrp).toHaveAccessibleName(/₹2,240/);
    expect(nrp).toHaveAccessibleDescription(/₹4,480 for 2 nights, 2 rooms, incl\. taxes & fees/);
    expect(acacia).toHaveTextContent('150 sq ft · Queen bed');
    expect(acacia).toHaveTextContent('Sleeps 3 guests per room: up to 2 adults and 1 child');
  });

  it('given a visitor who picks another plan, then the choice goes out', async () => {
    const { props } = renderList();
    await userEvent.click(within(cards()[1]!).getByRole('radio', { name: /Free cancellation/ }));
    expect(props.onChoose).toHaveBeenCalledWith({ roomType: 'oak', ratePlan: 'EP' });
  });

  it('given a room type too small for the guests, then it says so and offers nothing to choose', () => {
    const offers = toRoomOffers(
      hotelDetails(),
      roomPrices(1, {
        room_types: [roomPrice('acacia', [plan()], { fits_guests: false }), roomPrice('oak', [plan()])],
      }),
      [{ adults: 3, kids: 0 }],
    );
    renderList({ offers, choice: { roomType: 'oak', ratePlan: 'EP' } });
    const acacia = cards().find((card) => card.textContent?.includes('Acacia'))!;
    expect(acacia).toHaveTextContent('Too small for your guests: at most 2 adults and 1 child per room');
    expect(within(acacia).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('given a signed-out visitor, then each plan says what a member pays and Sign in opens the login', async () => {
    const { props } = renderList({ signedIn: false });
    const acacia = cards()[0]!;
    expect(within(acacia).getByRole('radio', { name: /Non-refundable/ })).toHaveAccessibleDescription(
      /Members pay ₹4,280 for this stay/,
    );
    await userEvent.click(within(acacia).getByRole('button', { name: 'Sign in for the member price' }));
    expect(props.onSignIn).toHaveBeenCalled();
  });

  it('given a signed-in member, then no member pitch; the member saving and coupon in the price are said', () => {
    const offers = toRoomOffers(
      hotelDetails(),
      roomPrices(1, {
        room_types: [
          roomPrice('oak', [plan({ memberDiscount: 110, couponDiscount: 200 })], {
            coupon_code: 'NIVAAS10',
            member_discount_applied: true,
          }),
        ],
      }),
      [{ adults: 1, kids: 0 }],
    );
    renderList({ offers, choice: { roomType: 'oak', ratePlan: 'EP' } });
    const oak = cards()[0]!;
    expect(within(oak).queryByRole('button', { name: /Sign in/ })).not.toBeInTheDocument();
    expect(oak).toHaveTextContent('Coupon NIVAAS10 applied: you save ₹200');
    expect(oak).toHaveTextContent('Member price: you save ₹110');
    expect(oak).not.toHaveTextContent('Members pay');
  });

  it('given few rooms left, then the true count is said', () => {
    const offers = toRoomOffers(
      hotelDetails(),
      roomPrices(1, { room_types: [roomPrice('oak', [plan()], { available: 2 })] }),
      [{ adults: 1, kids: 0 }],
    );
    renderList({ offers, choice: { roomType: 'oak', ratePlan: 'EP' } });
    expect(cards()[0]).toHaveTextContent('Only 2 rooms of this type left for your dates');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTranslate } from '@nivaas/i18n';
import { LISTING_MESSAGES } from '../i18n/listing-messages';
import { hotelCard } from '../testing/listing-fixtures';
import { HotelList, LIST_PAGE } from './hotel-list';

const t = createTranslate(LISTING_MESSAGES, 'en-GB');
const card = (id: number) =>
  hotelCard(id, {
    images: [{ src: `/h/${id}.jpg`, srcSet: `/h/${id}-320.jpg 320w`, alt: `Hotel ${id}`, width: 640, height: 360 }],
    price: {
      perNight: 1000,
      stay: 3000,
      strikedPerNight: 1100,
      discountPercentage: 9,
      couponCode: 'NIVAAS10',
      memberPrice: false,
      withPoints: null,
      nights: 3,
      rooms: 1,
    },
  });
const ids = Array.from({ length: 30 }, (_, i) => i + 1);
const cards = Object.fromEntries(ids.map((id) => [id, card(id)]));

describe('HotelList (progressive rendering)', () => {
  let observe: jest.Mock;
  let near: (() => void) | null;
  beforeEach(() => {
    observe = jest.fn();
    near = null;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        near = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe = observe;
      disconnect = jest.fn();
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  const renderList = (props: Partial<Parameters<typeof HotelList>[0]> = {}) =>
    render(
      <MemoryRouter>
        <HotelList
          t={t}
          ids={ids}
          cards={cards}
          siteQuery="checkin=01-12-2026"
          numberFormat={new Intl.NumberFormat('en-IN')}
          onOpen={jest.fn()}
          {...props}
        />
      </MemoryRouter>,
    );
  const articles = () => within(screen.getByRole('list', { name: 'Hotels' })).getAllByRole('article');

  it('given a priced card, then its price says what it is for and includes: per night, the stay, the coupon', () => {
    renderList();
    const first = articles()[0]!;
    expect(within(first).getByText('₹1,000')).toBeInTheDocument();
    expect(within(first).getByText('₹1,100')).toBeInTheDocument();
    expect(within(first).getByText('9% off')).toBeInTheDocument();
    expect(within(first).getByText('per night, taxes included')).toBeInTheDocument();
    expect(within(first).getByText('₹3,000 for 3 nights')).toBeInTheDocument();
    expect(within(first).getByText('Coupon NIVAAS10 applied')).toBeInTheDocument();
  });

  it('given a member with points, then what the points pay, after the price (apply_wallet)', () => {
    const member = { ...card(1), price: { ...card(1).price!, memberPrice: true, withPoints: 2400 } };
    renderList({ ids: [1], cards: { 1: member } });
    expect(within(articles()[0]!).getByText('₹2,400 with your points')).toBeInTheDocument();
  });

  it('given a price with no saving, then no struck price and no discount on the card', () => {
    const plain = {
      ...card(1),
      price: { ...card(1).price!, strikedPerNight: null, discountPercentage: 0, couponCode: null },
    };
    renderList({ ids: [1], cards: { 1: plain } });
    const first = articles()[0]!;
    expect(first.querySelector('s')).toBeNull();
    expect(within(first).queryByText(/% off/)).toBeNull();
    expect(within(first).queryByText(/Coupon/)).toBeNull();
  });

  it('given a long list, then a first page, and another each time its end comes near', () => {
    const onRendered = jest.fn();
    renderList({ onRendered });
    expect(articles()).toHaveLength(LIST_PAGE);
    expect(observe).toHaveBeenCalled();
    act(() => near?.());
    expect(articles()).toHaveLength(LIST_PAGE * 2);
    act(() => near?.());
    expect(articles()).toHaveLength(30);
    expect(onRendered).toHaveBeenLastCalledWith(30);
  });

  it('given a return to a scrolled list, then at least as many cards as were on the page', () => {
    renderList({ initialCount: 25 });
    expect(articles()).toHaveLength(25);
  });

  it('given new results, then the first page again', () => {
    const view = renderList();
    act(() => near?.());
    expect(articles()).toHaveLength(24);
    view.rerender(
      <MemoryRouter>
        <HotelList
          t={t}
          ids={[...ids].reverse()}
          cards={cards}
          siteQuery=""
          numberFormat={new Intl.NumberFormat('en-IN')}
          onOpen={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(articles()).toHaveLength(LIST_PAGE);
    expect(within(articles()[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Hotel 30');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { HotelCard, type HotelCardLinkProps } from './hotel-card';

const base = {
  name: 'Nivaas Residency',
  href: '/hotels-in-pune/nivaas-residency-7/',
  images: [
    { src: 'a.jpg', alt: 'Facade' },
    { src: 'b.jpg', alt: 'Room' },
  ],
  locality: 'Baner, Pune',
};

describe('HotelCard', () => {
  it('given a hotel, when rendered, then it is an article whose heading links to details', () => {
    render(<HotelCard {...base} price={{ amount: 1499, strikedAmount: 1999 }} rating={{ rating: 4.2 }} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nivaas Residency' })).toHaveAttribute('href', base.href);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nivaas Residency');
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
  });

  it('given a router link component, when the name is tapped, then it is used and onSelect fires', async () => {
    const onSelect = jest.fn();
    const RouterLink = ({ href, className, children, onClick }: HotelCardLinkProps) => (
      <a
        href={href}
        className={className}
        data-router="yes"
        onClick={(event) => {
          event.preventDefault();
          onClick?.();
        }}
      >
        {children}
      </a>
    );
    render(<HotelCard {...base} linkComponent={RouterLink} onSelect={onSelect} />);
    const link = screen.getByRole('link', { name: 'Nivaas Residency' });
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalled();
  });

  it('given sold out, when rendered, then the label replaces the price', () => {
    render(<HotelCard {...base} price={{ amount: 1499 }} soldOutLabel="Sold out" />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText('₹1,499')).not.toBeInTheDocument();
  });

  it('given every part, when checked, then axe finds no violations', async () => {
    const { container } = render(
      <HotelCard
        {...base}
        rating={{ rating: 4.5, countText: '(20)' }}
        price={{ amount: 1499 }}
        tags={[{ label: 'Couple friendly' }]}
        amenities={['Wi-Fi', 'AC']}
        trigger="Booked 3 times today"
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
  it('given a full card or a minimal one, when rendered on the server, then no markup has a style attribute', () => {
    // Listing pages are drawn on the server and streamed: their CSP is sent before this markup exists.
    for (const card of [
      <HotelCard
        key="full"
        {...base}
        priority
        price={{ amount: 1499 }}
        rating={{ rating: 4.2 }}
        soldOutLabel="Sold out"
      />,
      <HotelCard key="minimal" {...base} images={base.images.slice(0, 1)} />,
    ]) {
      const html = renderToString(card);
      expect(html).not.toContain('style=');
      const container = document.createElement('div');
      container.innerHTML = html;
      // The photos keep the card's 16 / 9 through the carousel's class.
      expect(container.querySelector('[aria-roledescription="carousel"]')).toHaveClass('ratio16x9');
    }
  });
});

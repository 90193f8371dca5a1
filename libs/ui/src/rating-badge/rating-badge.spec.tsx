import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { RatingBadge } from './rating-badge';

describe('RatingBadge', () => {
  it('given a rating, when rendered, then it shows one decimal and reads as a sentence', () => {
    render(<RatingBadge rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toHaveTextContent('4.0');
  });

  it('given a translated label and count, when rendered, then both are used', () => {
    render(<RatingBadge rating={3.5} accessibleLabel="Noté 3,5 sur 5" countText="(12 avis)" />);
    expect(screen.getByRole('img', { name: 'Noté 3,5 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 avis)')).toBeInTheDocument();
  });

  it('given high, mid and low ratings, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <RatingBadge rating={4.5} />
        <RatingBadge rating={3.2} />
        <RatingBadge rating={1.9} countText="(3)" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

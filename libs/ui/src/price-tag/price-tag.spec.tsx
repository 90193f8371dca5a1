import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it('given an amount, when formatted, then it uses rupees with Indian grouping and no paise', () => {
    render(<PriceTag amount={125000.4} />);
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    render(<PriceTag amount={1499} />);
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
  });

  it('given a higher striked amount, when rendered, then the struck price and computed discount show', () => {
    render(<PriceTag amount={1499} strikedAmount={2999} />);
    expect(screen.getByText('₹2,999').tagName).toBe('S');
    expect(screen.getByText('Original price')).toBeInTheDocument();
    expect(screen.getByText('50% off')).toBeInTheDocument();
  });

  it('given a striked amount not higher than the price, when rendered, then no strike or discount shows', () => {
    render(<PriceTag amount={1499} strikedAmount={1499} />);
    expect(screen.queryByText(/off/)).not.toBeInTheDocument();
  });

  it('given a formatter, when rendered, then it is used', () => {
    render(<PriceTag amount={10} formatter={(n) => `Rs ${n}`} />);
    expect(screen.getByText('Rs 10')).toBeInTheDocument();
  });

  it('given a discount and suffix, when rendered, then axe finds no violations', async () => {
    const { container } = render(<PriceTag amount={1499} strikedAmount={2999} suffix="per night" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

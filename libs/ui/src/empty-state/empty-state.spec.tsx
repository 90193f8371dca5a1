import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('given a title at level 3, when rendered, then it is a level-3 heading', () => {
    render(<EmptyState title="No bookings" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No bookings' })).toBeInTheDocument();
  });

  it('given description, illustration and action, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <EmptyState
        title="Nothing"
        description="Try again"
        illustration="🔍"
        action={<button type="button">Clear</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

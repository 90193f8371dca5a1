import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('given no label, when rendered, then it is a busy status region named in the page language', async () => {
    const { container } = render(<LoadingState />);
    const region = screen.getByRole('status', { name: 'Loading' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given skeletons and a label, when rendered, then they show inside the named region', () => {
    render(
      <LoadingState label="Loading hotels">
        <p>shape</p>
      </LoadingState>,
    );
    expect(screen.getByRole('status', { name: 'Loading hotels' })).toHaveTextContent('shape');
  });
});

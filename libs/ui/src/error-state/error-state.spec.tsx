import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('given a failure, when Retry is tapped, then onRetry fires and the message is an alert', async () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Could not load" retryLabel="Retry" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given retrying, when rendered, then Retry is disabled and busy', () => {
    render(<ErrorState title="Could not load" retryLabel="Retry" onRetry={jest.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('given no retryLabel, when rendered, then the button reads the translated "Retry"', () => {
    render(<ErrorState title="Could not load" onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('given focusOnMount, when it mounts, then Retry takes focus once without scrolling the page', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const { rerender } = render(<ErrorState title="Could not load" onRetry={jest.fn()} focusOnMount />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    rerender(<ErrorState title="Still failing" onRetry={jest.fn()} focusOnMount />);
    expect(focus).toHaveBeenCalledTimes(1);
    focus.mockRestore();
  });

  it('given no focusOnMount, when it mounts, then focus is left alone', () => {
    render(<ErrorState title="Could not load" onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveFocus();
  });

  it('given a description, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <ErrorState title="Oops" description="Try later" retryLabel="Retry" onRetry={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

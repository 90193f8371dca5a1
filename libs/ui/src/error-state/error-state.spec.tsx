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

  it('given a description, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <ErrorState title="Oops" description="Try later" retryLabel="Retry" onRetry={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

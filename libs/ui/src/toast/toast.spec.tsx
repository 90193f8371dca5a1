import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('given a success message, when 5 s pass, then onClose fires', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<Toast message="Saved" tone="success" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given an error, when rendered, then it is an assertive alert', () => {
    render(<Toast message="Payment failed" tone="error" onClose={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('given an action, when tapped, then onAction fires; when dismissed, then onClose fires', async () => {
    const onAction = jest.fn();
    const onClose = jest.fn();
    render(<Toast message="Cancelled" onClose={onClose} actionLabel="View" onAction={onAction} duration={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onAction).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('given no message, when rendered, then the empty live region waits', () => {
    render(<Toast message={null} onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given a message, when checked, then axe finds no violations', async () => {
    const { container } = render(<Toast message="Saved" tone="success" onClose={jest.fn()} duration={0} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

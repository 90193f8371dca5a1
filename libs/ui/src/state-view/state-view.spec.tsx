import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Skeleton } from '../skeleton/skeleton';
import { StateView, type StateViewProps } from './state-view';

function setup(props: Partial<StateViewProps> = {}) {
  const onRetry = jest.fn();
  const content = jest.fn(() => <p>3 bookings</p>);
  const view = render(
    <StateView status="success" error={{ title: 'Could not load your bookings', onRetry }} {...props}>
      {content}
    </StateView>,
  );
  return { ...view, onRetry, content };
}

describe('StateView', () => {
  it.each(['idle', 'loading'] as const)(
    'given status %s, when rendered, then a busy region named Loading holds the default skeleton and no content',
    (status) => {
      const { content } = setup({ status });
      const region = screen.getByRole('status', { name: 'Loading' });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(content).not.toHaveBeenCalled();
    },
  );

  it('given a loading shape and label, when loading, then they replace the defaults', () => {
    setup({
      status: 'loading',
      loading: <Skeleton variant="rect" className="hotelPhoto" />,
      loadingLabel: 'Loading hotels',
    });
    expect(screen.getByRole('status', { name: 'Loading hotels' })).toBeInTheDocument();
  });

  it('given an error, when it appears, then it is an alert and Retry takes focus without scrolling', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const { content } = setup({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your bookings');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(content).not.toHaveBeenCalled();
    focus.mockRestore();
  });

  it('given an error, when Retry is tapped, then onRetry fires', async () => {
    const { onRetry } = setup({ status: 'error' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given focusRetryOnError false, when the error appears, then focus stays where it was', () => {
    setup({ status: 'error', focusRetryOnError: false });
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveFocus();
  });

  it('given a loading view, when the load fails, then Retry is focused as the error replaces the skeleton', () => {
    const error = { title: 'Could not load', retryLabel: 'Try again', onRetry: jest.fn() };
    const { rerender } = render(
      <StateView status="loading" error={error}>
        <p>Content</p>
      </StateView>,
    );
    rerender(
      <StateView status="error" error={error} headingLevel={3}>
        <p>Content</p>
      </StateView>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('given success and an empty state, when rendered, then the empty state shows instead of the content', () => {
    const { content } = setup({ empty: { title: 'No bookings yet', description: 'Your trips will show here.' } });
    expect(screen.getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('given success and no empty state, when rendered, then the content function is called and shown', () => {
    const { content } = setup({ empty: null });
    expect(screen.getByText('3 bookings')).toBeInTheDocument();
    expect(content).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given content as elements, when successful, then they render as they are', () => {
    render(
      <StateView status="success" error={{ title: 'Failed', onRetry: jest.fn() }}>
        <p>Ready</p>
      </StateView>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it.each(['loading', 'error', 'success'] as const)(
    'given status %s, when checked, then axe finds no violations',
    async (status) => {
      const { container } = setup({ status, empty: status === 'success' ? { title: 'No bookings yet' } : undefined });
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});

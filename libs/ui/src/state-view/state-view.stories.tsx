import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { StateView } from './state-view';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Feedback/StateView',
  component: StateView,
  args: {
    status: 'success',
    error: {
      title: 'We could not load your bookings',
      description: 'Check your connection and try again.',
      onRetry: fn(),
    },
    children: <p>You have 2 upcoming stays.</p>,
  },
} satisfies Meta<typeof StateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingWithShape: Story = {
  args: {
    status: 'loading',
    loadingLabel: 'Loading hotels',
    loading: (
      <>
        <Skeleton variant="rect" className={story.imagePlace16x9} />
        <Skeleton variant="text" lines={2} />
      </>
    ),
  },
};
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    // Focus moves in an effect, which a browser runs after paint: possibly after play has begun.
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.click(retry);
    await expect(args.error.onRetry).toHaveBeenCalled();
  },
};
export const Retrying: Story = {
  args: { status: 'error', error: { title: 'We could not load your bookings', onRetry: fn(), retrying: true } },
};
export const Empty: Story = {
  args: {
    empty: {
      title: 'No upcoming trips',
      description: 'Your next stay will show up here.',
      action: <Button onClick={fn()}>Find a hotel</Button>,
    },
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have 2 upcoming stays.')).toBeInTheDocument();
  },
};
export const Mobile360: Story = {
  args: { status: 'error' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

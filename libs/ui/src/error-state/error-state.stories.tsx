import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'We could not load this section',
    description: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const TitleOnly: Story = { args: { description: undefined } };
export const DefaultRetryLabel: Story = { args: { retryLabel: undefined } };
export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    // Focus moves in an effect, which a browser runs after paint: possibly after play has begun.
    await waitFor(() => expect(retry).toHaveFocus());
  },
};
export const Retrying: Story = { args: { retrying: true } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

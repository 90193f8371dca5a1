import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Coupon FIRST50 applied', tone: 'success', onClose: fn(), duration: 0 },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 160 } } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const ErrorTone: Story = { args: { tone: 'error', message: 'Payment failed. No money was taken.' } };
export const Info: Story = { args: { tone: 'info', message: 'Prices updated for your dates' } };
export const WithAction: Story = {
  args: { tone: 'info', message: 'Booking cancelled', actionLabel: 'View', onAction: fn() },
};
export const LongMessage: Story = {
  args: {
    tone: 'error',
    message: 'We could not apply your wallet points because your session expired. Please log in again.',
  },
};
export const Hidden: Story = { args: { message: null } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

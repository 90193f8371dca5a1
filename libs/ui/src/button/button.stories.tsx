import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Book now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Modify search' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Pay at hotel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View all' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel booking' } };
export const Large: Story = { args: { size: 'lg', fullWidth: true, children: 'Pay ₹1,499' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Booking…' } };
export const WithIcon: Story = {
  args: { startIcon: <span aria-hidden="true">✓</span>, children: 'Apply coupon' },
};
export const Mobile360: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Continue to payment' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Full name'), 'Asha');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Filled: Story = { args: { defaultValue: 'Asha Verma' } };
export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We send the booking voucher here', labelSuffix: '(optional)' },
};
export const WithError: Story = {
  args: { label: 'GSTIN', defaultValue: '22AAAAA', error: 'Enter a valid GSTIN' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Asha Verma' } };
export const WithAdornment: Story = {
  args: { label: 'Coupon code', startAdornment: <span aria-hidden="true">%</span> },
};
export const Mobile360: Story = {
  args: { hint: 'As on your ID proof' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

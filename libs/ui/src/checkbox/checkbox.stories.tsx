import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Get booking updates on WhatsApp', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'I have a GSTIN', description: 'Claim GST credit for business travel' },
};
export const WithError: Story = { args: { label: 'I accept the hotel policies', error: 'Please accept to continue' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

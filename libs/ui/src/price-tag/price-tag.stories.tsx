import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Display/PriceTag',
  component: PriceTag,
  args: { amount: 1499 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Discounted: Story = { args: { amount: 1349, strikedAmount: 1499, suffix: 'per night, taxes included' } };
export const GivenPercentage: Story = { args: { amount: 1440, strikedAmount: 2400, discountPercentage: 40 } };
export const Lakhs: Story = { args: { amount: 125000, size: 'lg', suffix: 'for 15 nights' } };
export const Small: Story = { args: { size: 'sm', strikedAmount: 1999 } };
export const CustomFormatter: Story = {
  args: {
    amount: 1499,
    formatter: (n: number) => `Rs. ${n}`,
    discountLabel: (p: number) => `-${p} %`,
    strikedAmount: 1999,
  },
};
export const Mobile360: Story = {
  args: { amount: 1349, strikedAmount: 1499, suffix: 'per night, taxes included' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

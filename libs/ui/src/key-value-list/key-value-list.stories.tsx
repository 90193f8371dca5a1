import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyValueList } from './key-value-list';

const meta = {
  title: 'Layout/KeyValueList',
  component: KeyValueList,
  args: {
    items: [
      { label: 'Booking ID', value: 'NV-1234' },
      { label: 'Stay', value: 'Fri, 12 Dec – Sun, 14 Dec · 2 nights' },
      { label: 'Email', value: 'a.very.long.address.that.wraps@example.in' },
    ],
  },
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Split: Story = {
  args: {
    layout: 'split',
    items: [
      { label: 'Room, 2 nights', value: '₹4,200' },
      { label: 'Taxes', value: '₹504' },
      { label: 'Total', value: '₹4,704', strong: true },
    ],
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

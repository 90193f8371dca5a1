import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './tag';

const meta = {
  title: 'Display/Tag',
  component: Tag,
  args: { children: 'Refundable' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Homestay' } };
export const Brand: Story = { args: { tone: 'brand', children: 'Nivaas Premium' } };
export const Success: Story = { args: { tone: 'success', children: 'Free cancellation' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 rooms left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Sold out' } };
export const Info: Story = { args: { tone: 'info', children: 'Couple friendly' } };
export const Solid: Story = { args: { tone: 'brand', solid: true, children: 'Steal deal' } };
export const WithIcon: Story = { args: { tone: 'success', icon: '✓', children: 'Hygiene shield' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

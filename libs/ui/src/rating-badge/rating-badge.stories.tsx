import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingBadge } from './rating-badge';

const meta = {
  title: 'Display/RatingBadge',
  component: RatingBadge,
  args: { rating: 4.3 },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = {};
export const Mid: Story = { args: { rating: 3.4 } };
export const Low: Story = { args: { rating: 2.1 } };
export const WithCount: Story = { args: { rating: 4.6, countText: '(1,284 ratings)' } };
export const Small: Story = { args: { size: 'sm', countText: '(86)' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

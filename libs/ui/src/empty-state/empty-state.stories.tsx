import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No hotels match your filters', description: 'Try removing a filter or widening the price range.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { description: undefined } };
export const WithDescription: Story = {};
export const WithAction: Story = {
  args: {
    illustration: '🔍',
    action: (
      <Button variant="outline" onClick={fn()}>
        Clear all filters
      </Button>
    ),
  },
};
export const NoBookings: Story = {
  args: {
    illustration: '🧳',
    title: 'No upcoming trips',
    description: 'Your next stay will show up here.',
    action: <Button onClick={fn()}>Find a hotel</Button>,
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

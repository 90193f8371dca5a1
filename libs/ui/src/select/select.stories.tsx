import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledStory } from '../internal/controlled-story';
import { Select } from './select';

const Stateful = controlledStory(Select);

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Sort by',
    value: 'recommended',
    onChange: fn(),
    options: [
      { value: 'recommended', label: 'Recommended' },
      { value: 'user_rating', label: 'Rating' },
      { value: 'price_low_to_high', label: 'Price: low to high' },
      { value: 'price_high_to_low', label: 'Price: high to low' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Sort by'), 'user_rating');
    await expect(args.onChange).toHaveBeenCalledWith('user_rating');
  },
};
export const Placeholder: Story = {
  args: { label: 'Reason for cancelling', value: '', placeholder: 'Choose a reason' },
};
export const WithError: Story = { args: { value: '', placeholder: 'Choose', error: 'Choose an option' } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

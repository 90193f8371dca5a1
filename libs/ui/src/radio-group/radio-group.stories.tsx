import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledStory } from '../internal/controlled-story';
import { RadioGroup } from './radio-group';

const Stateful = controlledStory(RadioGroup);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'How would you like to pay?',
    name: 'payment',
    value: null,
    onChange: fn(),
    options: [
      { value: 'now', label: 'Pay now', description: 'Save ₹120 more' },
      { value: 'hotel', label: 'Pay at hotel' },
      { value: 'part', label: 'Part pay', description: 'Pay 30% now, the rest later online' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /Pay at hotel/ }));
    await expect(args.onChange).toHaveBeenCalledWith('hotel');
  },
};
export const Selected: Story = { args: { value: 'now' } };
export const WithDisabledOption: Story = {
  args: {
    value: 'now',
    options: [
      { value: 'now', label: 'Pay now' },
      { value: 'hotel', label: 'Pay at hotel', description: 'Not available for this booking', disabled: true },
    ],
  },
};
export const WithError: Story = { args: { error: 'Choose a payment option' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

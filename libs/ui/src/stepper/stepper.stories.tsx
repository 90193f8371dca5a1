import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledStory } from '../internal/controlled-story';
import { Stepper } from './stepper';

const Stateful = controlledStory(Stepper);

const meta = {
  title: 'Forms/Stepper',
  component: Stepper,
  args: {
    label: 'Adults',
    value: 1,
    min: 1,
    max: 5,
    onChange: fn(),
    decrementLabel: 'Remove adult',
    incrementLabel: 'Add adult',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove adult' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add adult' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};
export const Middle: Story = { args: { value: 3 } };
export const AtMaximum: Story = { args: { value: 5 } };
export const Kids: Story = {
  args: {
    label: 'Kids',
    description: 'Ages 0-5',
    value: 0,
    min: 0,
    decrementLabel: 'Remove kid',
    incrementLabel: 'Add kid',
  },
};
export const Disabled: Story = { args: { value: 2, disabled: true } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

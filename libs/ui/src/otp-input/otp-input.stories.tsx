import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledStory } from '../internal/controlled-story';
import { OtpInput } from './otp-input';

const Stateful = controlledStory(OtpInput);

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { label: 'Enter the 6-digit code sent to +91 98765 43210', value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};
export const PartlyFilled: Story = { args: { value: '123' } };
export const WithError: Story = { args: { value: '123456', error: 'That code is not right. Try again.' } };
export const Disabled: Story = { args: { value: '123456', disabled: true } };
export const FourDigits: Story = { args: { length: 4, label: 'Enter the 4-digit code' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

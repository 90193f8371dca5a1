import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldFrame, type FieldControlProps } from './field-frame';
import story from '../internal/story-layout.module.css';

// A bare control: the frame is for building fields, and each field styles its own control.
const input = (control: FieldControlProps) => <input {...control} className={story.bareControl} />;

const meta = {
  title: 'Forms/FieldFrame',
  component: FieldFrame,
  args: { label: 'Full name', children: input },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {};
export const WithHint: Story = {
  args: { label: 'Email', hint: 'We send the booking voucher here', labelSuffix: '(optional)' },
};
export const WithError: Story = {
  args: { label: 'GSTIN', hint: '15 characters', error: 'Enter a valid GSTIN' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: 'GSTIN' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Enter a valid GSTIN 15 characters');
  },
};
export const AroundASelect: Story = {
  args: {
    label: 'Reason for cancelling',
    hint: 'Helps us improve',
    children: (control) => (
      <select {...control} className={story.bareControl}>
        <option>Change of plans</option>
        <option>Found a better price</option>
      </select>
    ),
  },
};
export const Mobile360: Story = {
  args: { hint: 'As on your ID proof' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

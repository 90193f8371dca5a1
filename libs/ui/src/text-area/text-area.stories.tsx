import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Special requests', value: '', onChange: fn() },
  // Controlled: the story keeps the text, so typing in the canvas works.
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Special requests'), 'Late arrival');
    await expect(args.onChange).toHaveBeenLastCalledWith('Late arrival');
  },
};
export const WithCount: Story = {
  args: { label: 'Feedback', labelSuffix: '(optional)', maxLength: 200, hint: 'Tell us about your stay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Feedback/), 'Clean rooms');
    await expect(canvas.getByText('11 of 200 characters')).toBeInTheDocument();
  },
};
export const OverTheLimit: Story = {
  args: { label: 'Feedback', maxLength: 20, value: 'The staff were very helpful at check-in.' },
};
export const WithError: Story = { args: { label: 'Reason for cancelling', error: 'Tell us why you are cancelling' } };
export const Disabled: Story = { args: { disabled: true, value: 'Extra pillows, please.' } };
export const Mobile360: Story = {
  args: { maxLength: 300, rows: 6 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

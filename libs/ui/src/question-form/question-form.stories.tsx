import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionForm } from './question-form';

// The checks, the button and the failure speak in the form's own words (question-form-messages); a screen gives
// the heading, the label, the hint and what a sent question becomes.

const meta = {
  title: 'Forms/QuestionForm',
  component: QuestionForm,
  args: {
    title: 'Ask a question',
    label: 'Your question about Nivaas Residency',
    hint: 'Other guests and the hotel can answer. Questions are checked before they appear.',
    sentMessage: 'Thanks! Your question will appear once it is answered.',
    onSend: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Blank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(canvas.getByText('Type your question first.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Gym?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(canvas.getByText('Write at least 5 characters.')).toBeInTheDocument();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('Is there parking? '.repeat(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(canvas.getByText('Keep your question to 500 characters.')).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Is breakfast included?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(await canvas.findByRole('button', { name: 'Sending your question' })).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '  Is breakfast included?  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(await canvas.findByText(/Your question will appear/)).toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledWith('Is breakfast included?');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const Failed: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Is breakfast included?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your question could not be sent');
  },
};

export const InsideASection: Story = {
  args: { headingLevel: 3, rows: 3, buttonVariant: 'outline', countLabel: (count, max) => `${count}/${max}` },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

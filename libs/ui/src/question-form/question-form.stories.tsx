import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QuestionProblem } from '@nivaas/domain/hotel';
import { QuestionForm } from './question-form';

const problemText = (problem: QuestionProblem) =>
  problem === 'blank'
    ? 'Type your question first.'
    : problem === 'short'
      ? 'A question needs at least 5 characters.'
      : 'A question can have at most 500 characters.';

const meta = {
  title: 'Forms/QuestionForm',
  component: QuestionForm,
  args: {
    title: 'Ask a question',
    label: 'Your question about Nivaas Residency',
    hint: 'Other guests and the hotel can answer. Questions are checked before they appear.',
    problemText,
    submitLabel: 'Send question',
    sendingLabel: 'Sending…',
    sentMessage: 'Thanks! Your question will appear once it is answered.',
    failedMessage: 'We could not send your question. Please try again.',
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
    await expect(canvas.getByText('A question needs at least 5 characters.')).toBeInTheDocument();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('Is there parking? '.repeat(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(canvas.getByText('A question can have at most 500 characters.')).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Is breakfast included?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not send your question');
  },
};

export const InsideASection: Story = {
  args: { headingLevel: 3, rows: 3, buttonVariant: 'outline', countLabel: (count, max) => `${count}/${max}` },
};

export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

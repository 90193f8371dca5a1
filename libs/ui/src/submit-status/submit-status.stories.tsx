import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmitStatus } from './submit-status';

const meta = {
  title: 'Feedback/SubmitStatus',
  component: SubmitStatus,
  args: { state: 'idle' },
} satisfies Meta<typeof SubmitStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
export const Submitting: Story = { args: { state: 'submitting' } };
export const Succeeded: Story = {
  args: { state: 'succeeded', successMessage: 'Your details are saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your details are saved');
  },
};
export const Failed: Story = {
  args: { state: 'failed', failureMessage: 'We could not save your GSTIN. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not save your GSTIN');
  },
};
export const DefaultMessages: Story = { args: { state: 'succeeded' } };
export const Mobile360: Story = {
  args: { state: 'failed' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

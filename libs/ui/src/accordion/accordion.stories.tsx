import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from './accordion';

const faq = [
  {
    id: 'checkin',
    title: 'What are the check-in and check-out times?',
    content: <p>Check-in from 12 noon, check-out by 11 am.</p>,
  },
  { id: 'id', title: 'Is a local ID accepted?', content: <p>Yes, at hotels marked “Local ID accepted”.</p> },
  {
    id: 'couples',
    title: 'Are unmarried couples allowed?',
    content: <p>Yes, at couple-friendly hotels with valid ID.</p>,
  },
];

const meta = {
  title: 'Layout/Accordion',
  component: Accordion,
  args: { items: faq, onToggle: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /check-in and check-out/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith('checkin', true);
  },
};
export const OneOpen: Story = { args: { defaultExpanded: ['id'] } };
export const Multiple: Story = { args: { multiple: true, defaultExpanded: ['checkin', 'couples'] } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './section';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'House rules',
    children: <p className={story.flush}>Check-in from 12:00 · Check-out until 11:00 · Couples welcome</p>,
  },
  argTypes: {
    level: { control: 'inline-radio', options: [2, 3, 4] },
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const InCard: Story = { args: { card: true } };
export const Raised: Story = { args: { card: 'raised' } };
export const Level3: Story = { args: { level: 3, gap: 'sm' } };
export const Mobile360: Story = {
  args: { card: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 className={story.flush}>Your stay</h3>
        <p className={story.flushBottom}>Fri, 12 Dec – Sun, 14 Dec · 2 nights · 1 room, 2 guests</p>
      </>
    ),
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: [0, 1, 2] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Elevated: Story = { args: { elevation: 2 } };
export const Outlined: Story = { args: { outlined: true } };
export const Flat: Story = { args: { elevation: 0, className: story.subtleSurface } };
export const AsArticle: Story = { args: { as: 'article', 'aria-label': 'Booking NV-1234' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

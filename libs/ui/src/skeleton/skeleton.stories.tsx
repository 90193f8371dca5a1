import type { Meta, StoryObj } from '@storybook/react-vite';
import story from '../internal/story-layout.module.css';
import { SKELETON_WIDTHS, Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', width: '80%' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'select', options: SKELETON_WIDTHS },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3, width: '100%' } };
/** An image's place: the ratio is the consumer's class (`aspect-ratio: 4 / 3` in its CSS module). */
export const Image: Story = { args: { variant: 'rect', className: story.imagePlace4x3, width: '100%' } };
export const Avatar: Story = { args: { variant: 'circle' } };
/** A hotel card's shape: the image's ratio and the price line's height come from the consumer's classes. */
export const HotelCardLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading hotels" role="status" className={story.stack}>
      <Skeleton variant="rect" className={story.imagePlace16x9} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton width="30%" className={story.priceLine} />
    </div>
  ),
};
export const Mobile360: Story = {
  args: { lines: 4, width: '100%' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

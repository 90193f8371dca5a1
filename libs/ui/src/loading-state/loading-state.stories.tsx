import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../skeleton/skeleton';
import { LoadingState } from './loading-state';
import story from '../internal/story-layout.module.css';

const meta: Meta<typeof LoadingState> = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
};
export default meta;

type Story = StoryObj<typeof LoadingState>;

export const Default: Story = {};

export const HotelCards: Story = {
  args: {
    label: 'Loading hotels',
    children: (
      <>
        <Skeleton variant="rect" className={story.imagePlace4x3} />
        <Skeleton variant="text" lines={2} />
      </>
    ),
  },
};

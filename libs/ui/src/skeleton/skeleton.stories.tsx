import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', width: '80%' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3, width: '100%' } };
export const Image: Story = { args: { variant: 'rect', aspectRatio: '4 / 3', width: '100%' } };
export const Avatar: Story = { args: { variant: 'circle' } };
export const HotelCardLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading hotels" role="status" style={{ display: 'grid', gap: 8 }}>
      <Skeleton variant="rect" aspectRatio="16 / 9" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton width="30%" height="1.5em" />
    </div>
  ),
};
export const Mobile360: Story = {
  args: { lines: 4, width: '100%' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

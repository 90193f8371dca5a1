import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from './inline';
import { Button } from '../button/button';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button variant="outline">Keep booking</Button>
        <Button>Cancel booking</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'inline-radio', options: [2, 3, 4] },
    justify: { control: 'inline-radio', options: ['start', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const End: Story = { args: { justify: 'end' } };
export const Links: Story = {
  args: {
    as: 'ul',
    gap: 4,
    tappable: true,
    'aria-label': 'More',
    children: (
      <>
        <li>
          <a href="#bookings">My bookings</a>
        </li>
        <li>
          <a href="#rewards">Rewards</a>
        </li>
      </>
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './stack';
import { Card } from '../card/card';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Card>Deluxe room</Card>
        <Card>Suite</Card>
      </>
    ),
  },
  argTypes: { gap: { control: 'inline-radio', options: [1, 2, 3, 4, 6] } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wide: Story = { args: { gap: 6 } };
export const Divided: Story = { args: { divided: true, gap: 4 } };
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Rooms',
    children: (
      <>
        <li>Deluxe room</li>
        <li>Suite</li>
      </>
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './text';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: 'Showing 10 of 248 reviews' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const MutedNote: Story = { args: { muted: true, size: 'sm' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { level: 2, children: 'Guest reviews of Hotel Sea View Residency, Calangute' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['md', 'lg', 'xl', '2xl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const Item: Story = { args: { level: 3, children: 'Is there parking for two cars?' } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
  render: (args) => (
    <a href="#directions" target="_blank" rel="noopener noreferrer">
      Directions <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InALink: Story = {
  // A bare link to show the hidden words a screen reader adds; it is no screen's tap target.
  parameters: { layoutCheck: { skip: 'a bare link showing hidden words, not a tap target' } },
};

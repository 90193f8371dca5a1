import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Go back', icon: '←', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'filled', 'outline'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go back' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Filled: Story = { args: { variant: 'filled', label: 'Share', icon: '⤴' } };
export const Outline: Story = { args: { variant: 'outline', label: 'Close', icon: '✕' } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

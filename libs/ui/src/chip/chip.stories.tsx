import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './chip';

const meta = {
  title: 'Selection/Chip',
  component: Chip,
  args: { label: 'Bengaluru' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Clickable: Story = {
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bengaluru' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Removable: Story = { args: { label: 'Free Wi-Fi', onRemove: fn() } };
export const WithIcon: Story = { args: { label: 'Near me', icon: '◎', onClick: fn() } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

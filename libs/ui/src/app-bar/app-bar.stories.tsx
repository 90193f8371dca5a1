import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { AppBar } from './app-bar';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Navigation/AppBar',
  component: AppBar,
  args: { title: 'Hotels in Bengaluru' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithBack: Story = {
  args: { onBack: fn(), backLabel: 'Back' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
export const WithSubtitleAndActions: Story = {
  args: {
    onBack: fn(),
    subtitle: 'Fri, 12 Dec – Sun, 14 Dec · 1 room, 2 guests',
    actions: (
      <>
        <IconButton label="Edit search" icon="✎" onClick={fn()} />
        <IconButton label="Share" icon="⤴" onClick={fn()} />
      </>
    ),
  },
};
export const LongTitle: Story = {
  args: { onBack: fn(), title: 'Nivaas Residency near Kempegowda International Airport, Devanahalli' },
};
export const BrandLeading: Story = {
  args: { leading: <strong className={story.brand}>Nivaas</strong> },
};
export const Mobile360: Story = {
  args: { onBack: fn(), subtitle: '2 guests' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopProgressBar } from './top-progress-bar';

const meta = {
  title: 'Feedback/TopProgressBar',
  component: TopProgressBar,
  args: { active: true, progress: 0.3, label: 'Loading page' },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 60 } } },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = {};
export const AlmostDone: Story = { args: { progress: 0.9 } };
export const Complete: Story = { args: { progress: 1 } };
export const Inactive: Story = { args: { active: false } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
